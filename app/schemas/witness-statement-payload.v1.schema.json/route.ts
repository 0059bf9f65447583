export { GET } from "@/lib/verifier/routes/payload-schema";
