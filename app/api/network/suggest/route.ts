// GET /api/network/suggest: up to 10 listed companies whose name or domain matches the typed text.
export { GET } from "@/lib/directory/routes/suggest";
