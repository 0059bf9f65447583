// GET /api/network/profile/history: a record's published versions (newest first, cursor-paginated) or one stored version.
export { GET } from "@/lib/network/routes/profile-history";
