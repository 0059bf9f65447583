// Idempotency of signed-in writes on the web host (spec Part 5.6): the API host's store and rules (24 hours,
// 5xx/401/403/408/409/425/429 not kept), with the web host's differences: the key belongs to the signed-in
// user, a key reused with a different request is 409 (not 422), a malformed key is `invalid_request`, and
// `Idempotency-Status` says whether the answer is `new` or `replayed`.
import { ApiError, asApiError } from "@/lib/http/api-error";
import { REPLAYED_HEADER, withIdempotency, type IdempotencyContext } from "@/lib/http/with-idempotency";

export const IDEMPOTENCY_STATUS_HEADER = "Idempotency-Status";

/** Runs a signed-in write once per (user, Idempotency-Key); a request without the header just runs. */
export async function withWebIdempotency(ctx: IdempotencyContext, userId: string, run: () => Promise<Response>): Promise<Response> {
  if (!ctx.req.headers.has("idempotency-key")) return run();
  let res: Response;
  try {
    res = await withIdempotency(ctx, `web-user:${userId}`, run);
  } catch (thrown) {
    const err = asApiError(thrown);
    if (!err) throw thrown;
    if (err.code === "idempotency_key_reused") throw new ApiError("idempotency_key_reused", { ...err.options, status: 409 });
    if (err.code === "bad_request") throw new ApiError("invalid_request", err.options);
    throw err;
  }
  const replayed = res.headers.get(REPLAYED_HEADER) === "true";
  res.headers.delete(REPLAYED_HEADER);
  res.headers.set(IDEMPOTENCY_STATUS_HEADER, replayed ? "replayed" : "new");
  return res;
}
