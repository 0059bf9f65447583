export { mcpMetadataGET as GET } from "@/lib/worker/oauth/protected-resource-route";
