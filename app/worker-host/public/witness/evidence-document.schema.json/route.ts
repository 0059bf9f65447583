export { GET } from "@/lib/transports/worker/public/witness/evidence-document-schema-route";
