// GET /api/mobile/directory/vendor/{slug}: one listed company, by slug or by d--<domain>.
export { GET } from "@/lib/directory/routes/mobile-vendor";
