// Contracts of the API host's public surface: the deprecated worker profile read, its badge and the
// public writes (view, subscribe and confirm, request-access, marketplace intent).
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.
import { API_WRITE_ERRORS, apiIdempotencyKey, IDEMPOTENCY_REPLAYED } from "@/lib/contracts/idempotency-headers";

export const idempotencyHeader = apiIdempotencyKey("the client network");

export const replayedHeader = IDEMPOTENCY_REPLAYED;

export const writeErrors = [...API_WRITE_ERRORS, "internal_error"] as const;
