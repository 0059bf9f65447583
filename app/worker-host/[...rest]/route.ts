export { DELETE, GET, HEAD, PATCH, POST, PUT } from "@/lib/transports/worker/not-found-route";
