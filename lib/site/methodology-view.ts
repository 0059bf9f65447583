// How readings are taken, as the methodology page and its Markdown twin show it: the record's own
// `methodology` object (spec 2.7), from the one place every record takes it (record-texts.ts).
import type { z } from "zod";
import { METHODOLOGY } from "@/lib/network/profile/record-texts";
import type { MethodologySchema } from "@/lib/schemas/network-profile";

export type MethodologyView = z.infer<typeof MethodologySchema>;

export const METHODOLOGY_VIEW: MethodologyView = METHODOLOGY;

/** What a witness statement's payload carries, field by field (lib/witness-record/statement.ts). */
export const SIGNED_PAYLOAD_FIELDS: readonly { field: string; meaning: string }[] = [
  { field: "subject.slug, subject.domain", meaning: "The company the reading was about." },
  { field: "reading.taken_at", meaning: "When the reading ran (ISO 8601, UTC)." },
  { field: "reading.checks_run, reading.checks_passed", meaning: "How many checks ran and how many read as expected." },
  { field: "reading.standing", meaning: '"witnessed" when the reading observed something, null when nothing came back.' },
  { field: "checks[]", meaning: "Each check: check_id, the source it read, and whether it read as expected." },
  { field: "service, version", meaning: "Who signed (svc-witness) and the payload format version." },
];
