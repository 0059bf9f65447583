// POST /api/workspace/companies/{slug}/reread: a member asks for a reading of their own company now.
export { POST } from "@/lib/witness/routes/company-reread";
