// GET /api/legal/{slug}: one published legal document, its HTML sanitised.
export { GET } from "@/lib/legal/routes/legal-document";
