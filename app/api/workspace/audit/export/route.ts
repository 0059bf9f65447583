// GET /api/workspace/audit/export: the workspace's audit log, oldest first, 5,000 rows a file.
export { GET } from "@/lib/audit/routes/audit-export";
