// GET /api/eu/rules: the current rule-set version. Forwarded.
export { GET } from "@/lib/eu-ai-act/routes/rules";
