// POST /api/network/batch: the handler is in lib/, where our own server's hot reads use it too.
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

export { POST } from "@/lib/batch/batch-route";
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"], "problem");
