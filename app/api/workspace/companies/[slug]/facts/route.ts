export { GET, PUT, POST } from "@/lib/companies/routes/facts";
