// GET /api/network/search: multi-criteria discovery of listed companies, paged by keyset cursor.
export { GET } from "@/lib/directory/routes/search";
