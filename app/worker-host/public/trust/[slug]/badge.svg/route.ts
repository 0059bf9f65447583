export { GET } from "@/lib/worker/public/badge/badge-route";
