export { GET } from "@/lib/verifier/routes/claim-payload-schema";
