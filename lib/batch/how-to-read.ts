// Sent with every batch answer, so a result is read the same way wherever it ends up.
import type { z } from "zod";
import type { BatchHowToReadSchema } from "@/lib/schemas/batch";

export const HOW_TO_READ: z.infer<typeof BatchHowToReadSchema> = {
  status:
    "listed: the company has a published Network record, summarised here. withheld: the company is known to the " +
    "service but its owner has not published (or has withdrawn) its profile; a valid choice, not a negative signal. " +
    "not_listed: no Network record (unknown, unclaimed, or not on the Network). unavailable: the service could not " +
    "read this target just now; it says nothing about the company; retry later (see problem).",
  pin:
    "pin.sent echoes the digest you sent; pin.changed is true when the current record's digest differs from it (or " +
    "the record is no longer published), false when it is the same record, null when you sent no pin or the target " +
    "could not be read.",
  witnessed:
    "What the service's own hourly readings found: standing 'witnessed' when the last reading observed something, " +
    "null when it did not; unbroken_since is null until two consecutive readings agree.",
  facts:
    "Whole days counted from checked_at; unbroken_readings is null while continuity is not established. Read " +
    "record_url for the facts themselves, each with its origin.",
  boundary:
    "The service witnesses and dates facts only. It never grades, rates, scores, ranks or certifies a company, and " +
    "it signs no company's claims.",
};
