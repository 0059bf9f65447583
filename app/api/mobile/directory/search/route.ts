// GET /api/mobile/directory/search: a page of listed companies by keyset cursor (or deprecated offset).
export { GET } from "@/lib/directory/routes/mobile-search";
