// The change feed and change stream: query parameters, the event (one record version) and a page.
import { z } from "zod";
import { CHANGE_EVENT_TYPES } from "@/lib/vocabulary/change-event-types";
import {
  FEED_PAGE_LIMIT as PAGE_LIMIT,
  FEED_RETENTION_DAYS as RETENTION_DAYS,
  MAX_CHANGES_CURSOR_LENGTH as MAX_CURSOR_LENGTH,
} from "@/lib/vocabulary/interface-limits";

const Digest = z.string().regex(/^[0-9a-f]{64}$/);

const Cursor = z
  .string()
  .min(1)
  .max(MAX_CURSOR_LENGTH)
  .describe("An opaque cursor from this feed: a page's `next` or an event's `id`. Do not parse or build one.");

export const ChangesQuerySchema = z.object({
  after: Cursor.optional().describe("Return the versions after this cursor (a page's `next` or an event's `id`)."),
  since: z.iso
    .datetime({ offset: true })
    .transform((s) => new Date(s))
    .optional()
    .describe(`Return the versions recorded at or after this ISO 8601 time. Not with \`after\`; at most ${RETENTION_DAYS} days back.`),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_LIMIT)
    .default(PAGE_LIMIT)
    .describe(`Events per page, 1 to ${PAGE_LIMIT} (default ${PAGE_LIMIT}).`),
});

export const ChangeStreamQuerySchema = z.object({
  after: Cursor.optional().describe("Start after this cursor. A `Last-Event-ID` header wins over it; with neither the stream starts now."),
});

export const ChangeEventSchema = z
  .object({
    id: z.string().describe("Cursor of this event: pass it as `after` (or it is the SSE id) to continue after it."),
    type: z.enum(CHANGE_EVENT_TYPES),
    event_id: z.string().describe("Stable id of the record version; drop repeats by it."),
    kind: z.string().describe("`published`, `updated`, `corrected` or `withdrawn`; treat an unknown kind as an update."),
    subject: z.object({ slug: z.string(), domain: z.string().nullable() }),
    version: z.number().int().min(1),
    recorded_at: z.string().describe("ISO 8601 time the version was recorded."),
    digest: Digest.describe("SHA-256 (hex) of the version's RFC 8785 canonical body, as the profile read and history report it."),
    previous_digest: Digest.nullable().describe("Digest of the company's previous version; null for its first."),
    corrects_version: z.number().int().nullable().describe("For kind `corrected`, the version it corrects."),
    record_url: z.string().url().describe("The canonical profile read of this company."),
    history_url: z.string().url().describe("The published versions of this record."),
  })
  .meta({ id: "ChangeEvent", description: "One record version. No record body and no personal fact: read `record_url`." });

export const ChangeGuaranteesSchema = z
  .object({
    order: z.string(),
    delivery: z.string(),
    withdrawal: z.string(),
    retention_days: z.number().int(),
    body: z.string(),
  })
  .meta({ id: "ChangeGuarantees" });

export const ChangesPageSchema = z
  .object({
    format: z.literal("network.changes.v1"),
    events: z.array(ChangeEventSchema).max(PAGE_LIMIT),
    next: z
      .string()
      .describe(
        "Cursor to pass as `after`: the `id` of the last event, or on an empty page a position up to which nothing more will appear.",
      ),
    has_more: z.boolean().describe("True when more events are already available after `next`: ask again at once."),
    stream: z.string().url().describe("The change stream, positioned after this page (`after` = `next`)."),
    guarantees: ChangeGuaranteesSchema,
  })
  .meta({ id: "ChangesPage" });

export type ChangeEvent = z.infer<typeof ChangeEventSchema>;
export type ChangesPage = z.infer<typeof ChangesPageSchema>;
