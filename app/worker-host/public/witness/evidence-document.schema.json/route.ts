export { GET } from "@/lib/worker/public/witness/evidence-document-schema-route";
