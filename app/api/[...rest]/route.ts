// Any other path (web host): a JSON 404 naming the path.
export { GET, HEAD, POST, PUT, PATCH, DELETE } from "@/lib/http/routes/not-found";
