// GET /api/mobile/directory/featured: listed companies with a witnessed record first.
export { GET } from "@/lib/directory/routes/mobile-featured";
