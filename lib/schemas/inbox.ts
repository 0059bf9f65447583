// Schemas of a workspace's inbox (issue 30): the access requests and buyer intents sent to its companies,
// and the answers. The requester's address is a field of owners' and admins' answers only (null for members).
import { z } from "zod";
import { iso } from "@/lib/schemas/events";

export const INBOX_KINDS = ["access_request", "intent"] as const;
export const INBOX_STATES = ["new", "answered", "declined", "expired"] as const;

const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const InboxQuerySchema = z.object({
  kind: blankIsAbsent(z.enum(INBOX_KINDS)).describe("Only this kind."),
  state: blankIsAbsent(z.enum(INBOX_STATES)).describe("Only this state; `expired`: unanswered for 30 days."),
  cursor: blankIsAbsent(z.string().max(200)).describe("`next_cursor` of the previous page."),
  limit: z.coerce.number().int().min(1).max(100).default(25).describe("Items per page (1-100, default 25)."),
});

export const InboxItemSchema = z
  .object({
    id: z.string().describe("`ar_…` an access request, `in_…` a buyer intent."),
    kind: z.enum(INBOX_KINDS),
    state: z.enum(INBOX_STATES),
    company: z.string().describe("The slug of the workspace's company it was sent to."),
    created_at: iso,
    name: z.string().nullable().describe("The requester's name (access requests)."),
    email: z.string().nullable().describe("The requester's address: owners and admins only, null for members."),
    buyer_company: z.string().nullable(),
    document: z.string().nullable().describe("The document asked for (access requests)."),
    message: z.string().nullable().describe("The reason or message the requester gave."),
    answer: z
      .object({
        decision: z.enum(["share", "decline"]),
        message: z.string().nullable(),
        document_url: z.string().nullable(),
        answered_at: iso,
        answered_by: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: "InboxItem" });

export const InboxListSchema = z
  .object({
    workspace: z.string(),
    items: z.array(InboxItemSchema),
    next_cursor: z.string().nullable(),
    new_count: z.number().int().describe("Unanswered items younger than 30 days, whatever the filters."),
  })
  .meta({ id: "InboxList" });

export const InboxIdParamsSchema = z.object({ id: z.string().regex(/^(ar|in)_[A-Za-z0-9_-]{1,80}$/, "an inbox item id (ar_… or in_…)") });

const httpsLink = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => URL.canParse(v) && new URL(v).protocol === "https:", "an https:// link");

export const AnswerBodySchema = z
  .object({
    decision: z.enum(["share", "decline"]),
    message: blankIsAbsent(z.string().trim().max(2000)).describe("Sent to the requester."),
    document_url: blankIsAbsent(httpsLink).describe("The link the requester receives (share)."),
  })
  .meta({ id: "AnswerRequest" });

export const AnsweredSchema = z
  .object({
    workspace: z.string(),
    item: InboxItemSchema,
    mailed: z.boolean().describe("The requester was mailed now (false on a repeat, or an intent without an address)."),
    already_answered: z.boolean(),
  })
  .meta({ id: "AnswerResult" });
