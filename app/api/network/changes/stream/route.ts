// GET /api/network/changes/stream: the change feed as Server-Sent Events, fanned out by one poller.
export { GET, POST, PUT, PATCH, DELETE } from "@/lib/feed/routes/changes-stream";
