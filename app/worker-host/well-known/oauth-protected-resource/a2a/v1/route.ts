export { a2aMetadataGET as GET } from "@/lib/transports/worker/oauth/protected-resource-route";
