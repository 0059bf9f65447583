// GET /api/network/profile: the canonical company read: one published Network record (contracts 1 and 2).
export { GET } from "@/lib/network/routes/profile";
