// GET /<page>.md and pages asked for as text/markdown (rewritten here by the middleware): the Markdown twin.
export { GET } from "@/lib/transports/pages/routes/markdown-twin";
