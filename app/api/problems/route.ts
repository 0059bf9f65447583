// GET /api/problems: the error registry: every code, its status, whether retrying helps, what to do next.
export { GET } from "@/lib/http/routes/problems";
