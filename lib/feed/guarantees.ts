// What the change feed and stream promise, served with every page so a client's code can cite it.
import type { z } from "zod";
import type { ChangeGuaranteesSchema } from "@/lib/schemas/feed";
import { FEED_RETENTION_DAYS as RETENTION_DAYS } from "@/lib/vocabulary/interface-limits";
import { SETTLE_MS } from "@/lib/feed/feed-window";

export const CHANGE_GUARANTEES: z.infer<typeof ChangeGuaranteesSchema> = {
  order:
    "Oldest first by recorded_at; versions recorded at the same instant in the order the service logged them. " +
    "A version appears once every version recorded before it has committed (on PostgreSQL as soon as it commits, on the " +
    `embedded database about ${SETTLE_MS / 1000} s after it is recorded), so a later one is never shown before an earlier one.`,
  delivery:
    "Following `next` (or the stream's ids) gives every version exactly once. A repeated request or a reconnect from " +
    "an older cursor may repeat events: delivery is at least once across reconnects, so drop repeats by event_id.",
  withdrawal:
    "When a company withdraws its profile, all its versions stop appearing, earlier ones included, and its record_url " +
    "reads found: false. Re-read the records you hold from time to time to notice withdrawals.",
  retention_days: RETENTION_DAYS,
  body:
    "Events carry no record body and no personal fact. Read record_url for the record; its digest is the SHA-256 of " +
    "the RFC 8785 canonical body of that version.",
};
