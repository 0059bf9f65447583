// Agent answers (MCP tool results; the A2A agent reuses them): every answer is an envelope of `status`,
// `provenance`, `subject` and `summary` around the tool's own data. The same zod schemas type the
// builders, check each answer before it leaves and generate each tool's outputSchema.
import { z } from "zod";
import { AGENT_PROVENANCES, AGENT_STATUSES } from "@/lib/vocabulary/agent-status";
import { VERIFY_FLAGS, VERIFY_OUTCOMES } from "@/lib/vocabulary/verify-outcomes";
import { ComparisonSchema } from "@/lib/schemas/compare";
import { NetworkProfileRecordSchema } from "@/lib/schemas/network-profile";

export const AgentStatusSchema = z
  .enum(AGENT_STATUSES)
  .describe("What the read came to (closed vocabulary, published at svc://provenance-labels).");
export const AgentProvenanceSchema = z
  .enum(AGENT_PROVENANCES)
  .describe("Who vouches for what the answer says (closed vocabulary, published at svc://provenance-labels).");

export const answerEnvelope = {
  status: AgentStatusSchema,
  provenance: AgentProvenanceSchema,
  subject: z
    .string()
    .nullable()
    .describe("What the answer is about: a company slug or domain, a query, a question; null when the input named nothing usable."),
  summary: z.string().describe("The answer in plain words, with the boundary where it matters."),
};

export const AnswerEnvelopeSchema = z.object(answerEnvelope);
export type AnswerEnvelope = z.infer<typeof AnswerEnvelopeSchema>;

const factOrigin = z.enum(["company-declared", "witnessed", "public-source"]);
const account = z.strictObject({ origin: factOrigin, value: z.string() });

export const SectionFactSchema = z.strictObject({
  key: z.string(),
  label: z.string(),
  state: z
    .enum(["company-declared", "witnessed", "public-source", "agreed", "contested"])
    .describe("One origin gave it, several agreed, or they differ (every account listed, none preferred)."),
  value: z.string().describe("On a contested fact, one account (the first in origin order), not the answer."),
  origins: z.array(factOrigin),
  accounts: z.array(account).describe("Every account, in the fixed order of the origin vocabulary (not a ranking)."),
});

export const ProfileSectionSchema = z.strictObject({
  category: z.string(),
  label: z.string(),
  state: z.enum(["stated", "contested"]).describe("`contested` when any fact of the section has accounts that differ."),
  origins: z.array(factOrigin).describe("The origins that gave any fact of this section."),
  facts: z.array(SectionFactSchema),
});

export const ProfileLinksSchema = z.strictObject({
  page: z.url(),
  record: z.url().describe("The canonical read: GET /api/network/profile."),
  history: z.url(),
  keys: z.url().describe("Public keys that check the witness statement."),
});

export const ProfileAnswerSchema = z.strictObject({
  ...answerEnvelope,
  record: NetworkProfileRecordSchema.nullable().describe(
    "The canonical record of GET /api/network/profile (contract 2): the same version and digest. Null unless status is `found`.",
  ),
  sections: z.array(ProfileSectionSchema).describe("The record's facts by category, each with its state and origin. Empty unless found."),
  links: ProfileLinksSchema.nullable(),
});
export type ProfileAnswer = z.infer<typeof ProfileAnswerSchema>;

export const DisclosureRowSchema = z.strictObject({
  kind: z.enum(["fact", "ai_system"]),
  category: z.string(),
  key: z.string(),
  label: z.string(),
  value: z.string(),
  origin: z.literal("company-declared"),
  declaration: z.string().describe("Says that this row is the company's own declaration, not checked by the service."),
  otherAccounts: z.array(account).describe("Accounts of the same fact from other origins (a contested fact shows every account)."),
});

export const DisclosuresAnswerSchema = z.strictObject({
  ...answerEnvelope,
  rows: z.array(DisclosureRowSchema),
  links: ProfileLinksSchema.nullable(),
});
export type DisclosuresAnswer = z.infer<typeof DisclosuresAnswerSchema>;

export const SearchResultSchema = z.strictObject({
  slug: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  tagline: z.string().nullable(),
  industries: z.array(z.string()),
  standing: z
    .string()
    .describe("What the readings found, in words (`Witnessed`, `No observation on last reading`, `Not yet witnessed`); never a grade."),
  lastScan: z.string().nullable().describe("When the company was last read (ISO 8601), whatever the reading found."),
  matchedOn: z
    .enum(["text", "category"])
    .describe("Whether the query matched the name, domain or tagline (`text`) or an industry (`category`)."),
  page: z.url(),
});

export const SearchAnswerSchema = z.strictObject({
  ...answerEnvelope,
  results: z.array(SearchResultSchema),
  total: z.number().int().nonnegative().describe("Listed companies matching the text (before the cap of 10 results)."),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

export const CompareAnswerSchema = z.strictObject({
  ...answerEnvelope,
  compared: z.array(z.strictObject({ handle: z.string(), name: z.string(), version: z.number().int().positive().nullable() })),
  unavailable: z.array(z.string()).describe("Handles with no public record (the others are still compared)."),
  comparison: ComparisonSchema.nullable().describe(
    "The rows of GET /api/compare: each fact and evidence area with who said it. Null when nothing could be compared.",
  ),
});
export type CompareAnswer = z.infer<typeof CompareAnswerSchema>;

export const AskAnswerSchema = z.strictObject({
  ...answerEnvelope,
  answer: z.string().nullable().describe("The knowledge-base text, quoted; null when the knowledge base holds no answer."),
  source: z.strictObject({ entry: z.string(), title: z.string(), resource: z.string(), url: z.url() }).nullable(),
});
export type AskAnswer = z.infer<typeof AskAnswerSchema>;

export const VerifyAnswerSchema = z.strictObject({
  ...answerEnvelope,
  outcome: z
    .enum(VERIFY_OUTCOMES)
    .nullable()
    .describe(
      "The verifier's own word (lib/vocabulary/verify-outcomes.ts); null when nothing was checked (invalid input, store unavailable).",
    ),
  detail: z.string().nullable(),
  flags: z
    .array(z.enum(VERIFY_FLAGS))
    .describe("True facts about a statement that do not change the outcome (e.g. signed_before_compromise)."),
  keyId: z.string().nullable().describe("The witness key that signed the statement, when known."),
  log: z
    .strictObject({ origin: z.string(), index: z.number().int().nonnegative(), size: z.number().int().positive(), root_hash: z.string() })
    .nullable()
    .describe("Where the statement stands in the log: the checkpoint its inclusion was proven to."),
  correction: z
    .strictObject({ index: z.number().int().nonnegative(), action: z.string(), reason: z.string() })
    .nullable()
    .describe("The correction that supersedes the statement, when one is in the token."),
});
export type VerifyAnswer = z.infer<typeof VerifyAnswerSchema>;

export const WorkspaceRecordAnswerSchema = z.strictObject({
  ...answerEnvelope,
  workspace: z
    .strictObject({ slug: z.string(), name: z.string() })
    .nullable()
    .describe("The workspace the access token acts for (from the token only, never from an argument)."),
  companies: z.array(
    z.strictObject({
      slug: z.string(),
      name: z.string(),
      domain: z.string().nullable(),
      publication: z
        .enum(["unclaimed", "private", "published"])
        .describe("Whether the owner publishes the profile: private is a valid choice."),
      listed: z.boolean().describe("Shown in the public directory (a published Network company that has not withdrawn)."),
      facts: z
        .strictObject({ "company-declared": z.number().int(), witnessed: z.number().int(), "public-source": z.number().int() })
        .describe("Stored facts by origin, published or not."),
      lastReadingAt: z.string().nullable(),
      page: z.url().nullable().describe("The public profile page, when published."),
    }),
  ),
});
export type WorkspaceRecordAnswer = z.infer<typeof WorkspaceRecordAnswerSchema>;

export const OutsideInAnswerSchema = z.strictObject({
  ...answerEnvelope,
  cached: z.boolean().nullable().describe("True when the answer is a read kept from the last ten minutes (nothing was sent this time)."),
  readAt: z.string().nullable().describe("When the read ran (ISO 8601)."),
  checks: z
    .array(
      z.strictObject({
        check_id: z.string(),
        category: z.string(),
        source: z.string(),
        expected: z.string(),
        observed: z.string().nullable(),
        outcome: z.string().describe("passed, failed or not_read (the witness check vocabulary)."),
        reason: z.string().nullable(),
        observed_at: z.string(),
        sha256: z.string().nullable(),
      }),
    )
    .describe(
      "The outside-in reader's checks: HTTPS reachability and certificate, five " +
        "common response headers, security.txt, and the SPF, DMARC and CAA answers.",
    ),
});
export type OutsideInAnswer = z.infer<typeof OutsideInAnswerSchema>;
