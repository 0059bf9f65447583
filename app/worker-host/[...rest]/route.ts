export { DELETE, GET, HEAD, PATCH, POST, PUT } from "@/lib/worker/not-found-route";
