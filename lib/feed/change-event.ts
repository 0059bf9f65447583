// A change-feed entry as integrators see it: what changed, its digest and where to read it.
import type { ChangeEvent } from "@/lib/schemas/feed";
import { encodeChangesCursor } from "@/lib/feed/changes-cursor";
import type { ChangeRow } from "@/lib/feed/read-changes";

export function recordUrl(baseUrl: string, slug: string): string {
  return `${baseUrl}/api/network/profile?q=${encodeURIComponent(slug)}`;
}

export function historyUrl(baseUrl: string, slug: string): string {
  return `${baseUrl}/api/network/profile/history?q=${encodeURIComponent(slug)}`;
}

export function toChangeEvent(row: ChangeRow, baseUrl: string): ChangeEvent {
  return {
    id: encodeChangesCursor({ recordedAt: row.recordedAt, seq: row.seq }),
    type: "record.version",
    event_id: row.eventId,
    kind: row.kind,
    subject: { slug: row.slug, domain: row.domain },
    version: row.version,
    recorded_at: row.recordedAt.toISOString(),
    digest: row.digest,
    previous_digest: row.previousDigest,
    corrects_version: row.correctsVersion,
    record_url: recordUrl(baseUrl, row.slug),
    history_url: historyUrl(baseUrl, row.slug),
  };
}
