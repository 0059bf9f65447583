export { a2aMetadataGET as GET } from "@/lib/worker/oauth/protected-resource-route";
