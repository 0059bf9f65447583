// GET /api/network/changes: record versions across the Network after a position, oldest first.
export { GET, POST, PUT, PATCH, DELETE } from "@/lib/feed/routes/changes";
