export { mcpMetadataGET as GET } from "@/lib/transports/worker/oauth/protected-resource-route";
