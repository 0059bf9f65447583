export { POST } from "@/lib/companies/routes/verification";
