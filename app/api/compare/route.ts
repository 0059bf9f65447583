// GET /api/compare: up to four companies side by side, current or at a stored record version.
export { GET } from "@/lib/compare/routes/compare";
