// GET /api/network/changes: the handler is in lib/, where our own server's hot reads use it too.
export { GET, POST, PUT, PATCH, DELETE } from "@/lib/feed/changes-route";
