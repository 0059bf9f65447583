// GET /api/changelog: contract changes with their dates (spec Part 9).
export { GET } from "@/lib/changelog/routes/changelog";
