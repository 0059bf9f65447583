// GET /badge.js: the embeddable badge script (lib/pages/badge/badge-script.ts).
export { GET } from "@/lib/pages/routes/badge-script";
