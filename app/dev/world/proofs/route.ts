export { POST } from "@/lib/companies/routes/world-proof";
