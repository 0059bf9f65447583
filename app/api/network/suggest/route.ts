// GET /api/network/suggest: the handler is in lib/, where our own server's hot reads use it too.
export { GET } from "@/lib/directory/suggest-route";
