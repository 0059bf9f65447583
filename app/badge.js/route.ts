// GET /badge.js: the embeddable badge script (lib/transports/pages/badge/badge-script.ts).
export { GET } from "@/lib/transports/pages/routes/badge-script";
