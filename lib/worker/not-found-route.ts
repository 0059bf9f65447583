// Any other path (api host): a JSON 404 naming the path.
import { notFoundHandler } from "@/lib/http/not-found-route";

const handler = notFoundHandler("api");
export const GET = handler;
export const POST = handler;
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
export const HEAD = handler;
