export { GET } from "@/lib/verifier/routes/vectors-route";
