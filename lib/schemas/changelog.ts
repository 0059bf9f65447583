// GET /api/changelog.
import { z } from "zod";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ChangelogEntrySchema = z
  .object({
    announced: day.describe("The day the change was listed here."),
    effective: day.describe("The day it takes or took effect."),
    contract: z.enum(["network-profile", "worker", "web-host"]),
    breaking: z.boolean(),
    summary: z.string(),
  })
  .meta({ id: "ChangelogEntry" });

export const ChangelogSchema = z
  .object({
    format: z.literal("svc.changelog/1"),
    notice_days: z.number().int().describe("Minimum notice, in days, of a breaking change to a versioned contract."),
    entries: z.array(ChangelogEntrySchema).describe("Newest announcement first."),
  })
  .meta({ id: "Changelog" });
