// POST /api/network/batch – up to 25 companies in one read, with pinned-digest checks.
// Its contract says `hot: true`: our own server answers it before Next too (lib/transports/server/hot-reads.ts).
import { readBatch } from "@/lib/batch/read-batch";
import { clock } from "@/lib/platform/clock";
import { batchRoute } from "@/lib/batch/routes/batch.contract";
import { getDb } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { checkedJsonAnswer } from "@/lib/http/checked-output";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { route } from "@/lib/http/route";
import { BatchResponseSchema } from "@/lib/schemas/batch";

export const POST = route(batchRoute, async ({ body }) => {
  const result = await readBatch(await getDb(), body.targets, { now: clock().now(), baseUrl: env().BASE_URL });
  return checkedJsonAnswer(BatchResponseSchema, result);
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"], "problem");
