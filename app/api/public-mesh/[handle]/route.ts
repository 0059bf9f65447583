// GET /api/public-mesh/{handle}: the public evidence rollup of one published company.
export { GET } from "@/lib/rollup/routes/public-mesh";
