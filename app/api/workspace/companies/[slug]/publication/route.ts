export { POST } from "@/lib/companies/routes/publication";
