export { tokenSchemaGET as GET } from "@/lib/statement-log/routes/schemas";
