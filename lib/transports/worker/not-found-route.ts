// Any other path (api host): a JSON 404 naming the path.
import { notFoundRoutes } from "@/lib/http/routes/not-found";

export const { GET, POST, PUT, PATCH, DELETE, HEAD } = notFoundRoutes("api");
