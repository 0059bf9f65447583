// POST /api/network/batch: up to 25 companies in one read, with pinned-digest checks.
export { GET, POST, PUT, PATCH, DELETE } from "@/lib/batch/routes/batch";
