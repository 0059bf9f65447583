export { bundleSchemaGET as GET } from "@/lib/statement-log/schema-routes";
