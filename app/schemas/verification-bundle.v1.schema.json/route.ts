export { bundleSchemaGET as GET } from "@/lib/statement-log/routes/schemas";
