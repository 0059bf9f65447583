export { GET, POST } from "@/lib/companies/routes/companies";
