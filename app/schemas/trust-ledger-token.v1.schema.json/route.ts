export { tokenSchemaGET as GET } from "@/lib/statement-log/schema-routes";
