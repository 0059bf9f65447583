// GET /api/version: which deployment is answering; never cached.
export { GET } from "@/lib/version/routes/version";
