// The Idempotency-Key header and its answer headers as every contract documents them, written once from
// the rules that run: lib/http/with-idempotency.ts on the API host (replay with
// Idempotency-Replayed; 422 on a reused key, 409 while the first runs) and lib/http/web-idempotency.ts for
// signed-in writes on the web host (Idempotency-Status; 409 on a reused key).
import type { ErrorCode } from "@/lib/http/error-registry";
import { IDEMPOTENCY_TTL_MS, NOT_KEPT_STATUSES } from "@/lib/vocabulary/idempotency-rules";

/**
 * What an API-host write with a JSON body and an Idempotency-Key can answer before and around its handler:
 * route() refusing the input (400, 415, 413) and the key's two refusals (422 reused, 429 busy while the first still runs).
 */
export const API_WRITE_ERRORS = [
  "bad_request",
  "bad_json",
  "unsupported_media_type",
  "payload_too_large",
  "idempotency_key_reused",
  "busy",
] as const satisfies readonly ErrorCode[];

const HOURS = IDEMPOTENCY_TTL_MS / 3_600_000;
const notKept = `5xx, ${NOT_KEPT_STATUSES.slice(0, -1).join(", ")} and ${NOT_KEPT_STATUSES.at(-1)}`;

/** Who owns a key on the API host: the credential that sent it, or the client network for anonymous calls. */
export type KeyOwner = "the credential that sent it" | "the client network" | "the OAuth subject, else the client network";

/** The request header on an API-host write. */
export function apiIdempotencyKey(owner: KeyOwner) {
  return {
    "Idempotency-Key": {
      description:
        `8 to 255 printable ASCII characters; the key belongs to ${owner}. The first answer is kept ${HOURS} hours and replayed with ` +
        `\`Idempotency-Replayed: true\` (running and spending nothing); the ` +
        `same key with a different request is 422 \`idempotency_key_reused\`, ` +
        `and 429 \`busy\` with \`Retry-After\` while the first still runs. Answers ${notKept} are not kept, so a retry runs again.`,
    },
  };
}

/** The answer header of a replay on the API host. */
export const IDEMPOTENCY_REPLAYED = {
  "Idempotency-Replayed": { description: "`true` when this is the kept answer of an earlier request with the same key." },
};

/** The request header on a signed-in write on the web host. */
export const SESSION_IDEMPOTENCY_KEY: { description: string; required?: boolean } = {
  description:
    `8 to 255 printable ASCII characters; the key belongs to the signed-in ` +
    `user. A repeat of the same request within ${HOURS} hours replays ` +
    "the first answer and runs nothing (`Idempotency-Status: replayed`); " +
    "the same key with a different request is 409 `idempotency_key_reused`.",
};

/** The answer header of a signed-in write that carried a key. */
export const IDEMPOTENCY_STATUS = {
  "Idempotency-Status": { description: "Sent when the request carried `Idempotency-Key`: `new` (it ran) or `replayed` (the kept answer)." },
};
