// Schemas of a workspace's companies (issue 29): adding one by domain, proving control of the domain,
// the company's own draft of declared facts, and publishing or keeping the record private.
import { z } from "zod";
import { DECLARABLE_FACT_CATEGORIES } from "@/lib/vocabulary/fact-categories";
import { CHECK_OBSERVATIONS, CLAIM_METHODS, CLAIM_STATES, VERIFICATION_METHODS } from "@/lib/vocabulary/claim-states";
import { FACT_NAME_PART_MAX, FACT_NAME_PART_PATTERN, FACT_NAME_RULE } from "@/lib/vocabulary/fact-key";
import { iso } from "@/lib/schemas/events";

export const FACT_LABEL_MAX = 120;
export const FACT_VALUE_MAX = 2000;
export const DRAFT_FACTS_MAX = 100;

export const AddCompanyBodySchema = z
  .strictObject({
    domain: z
      .string()
      .max(300)
      .describe("The company's domain (e.g. acme.com): lower-cased, IDNA to ASCII; no scheme, port or path; not a public suffix or IP."),
  })
  .meta({ id: "AddCompanyRequest" });

export const SlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });

const VerificationMethodSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("dns_txt"),
    name: z.string().describe("The TXT record's name: `_svc-challenge.<domain>`."),
    value: z.string().describe("The TXT record's value: `svc-verification=<token>`."),
  }),
  z.object({
    method: z.literal("https_file"),
    url: z.string().describe("`https://<domain>/.well-known/svc-verification.txt`."),
    content: z.string().describe("The file's content: the token."),
  }),
]);

export const VerificationInstructionsSchema = z
  .object({
    token_expires_at: iso.describe("The token's end (7 days after it was issued); a later check issues a fresh one."),
    methods: z.array(VerificationMethodSchema),
  })
  .meta({ id: "VerificationInstructions" });

export const CompanyClaimSchema = z
  .object({
    slug: z.string(),
    domain: z.string(),
    state: z.enum(CLAIM_STATES),
    visibility: z.enum(["unclaimed", "private", "published"]).describe("The record's state as the public sees it."),
    verification: VerificationInstructionsSchema,
    method: z.enum(CLAIM_METHODS).nullable().describe("How control was proven; `operator` when granted by hand."),
    verified_at: iso.nullable(),
  })
  .meta({ id: "CompanyClaim" });

export const CompanyClaimListSchema = z.object({ companies: z.array(CompanyClaimSchema) }).meta({ id: "CompanyClaimList" });

export const ControlCheckSchema = z
  .object({
    method: z.enum(VERIFICATION_METHODS),
    looked_up: z.string().describe("The name queried or the URL fetched."),
    observed: z.enum(CHECK_OBSERVATIONS),
    detail: z.string().describe("What was seen, in words (the records found, the status, the guard's reason)."),
  })
  .meta({ id: "ControlCheck" });

export const VerifiedSchema = z
  .object({ state: z.literal("verified"), method: z.enum(VERIFICATION_METHODS), verified_at: iso, checks: z.array(ControlCheckSchema) })
  .meta({ id: "VerificationResult" });

const name = z.string().max(FACT_NAME_PART_MAX, `must be ${FACT_NAME_RULE}`).regex(FACT_NAME_PART_PATTERN, `must be ${FACT_NAME_RULE}`);

export const DraftFactSchema = z
  .strictObject({
    category: z.enum(DECLARABLE_FACT_CATEGORIES).describe("One of the declarable categories."),
    key: name,
    label: z.string().trim().min(1).max(FACT_LABEL_MAX),
    value: z
      .string()
      .trim()
      .min(1)
      .max(FACT_VALUE_MAX)
      .refine((v) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || /^https:\/\//i.test(v), "a URL must be https"),
  })
  .meta({ id: "DraftFact" });

export type DraftFact = z.infer<typeof DraftFactSchema>;

export const DraftFactListSchema = z
  .array(DraftFactSchema)
  .max(DRAFT_FACTS_MAX)
  .superRefine((facts, ctx) => {
    const seen = new Set<string>();
    facts.forEach((f, i) => {
      const k = `${f.category}/${f.key}`;
      if (seen.has(k))
        ctx.addIssue({ code: "custom", path: [i, "key"], message: `key "${f.key}" appears twice in category "${f.category}"` });
      seen.add(k);
    });
  });

export const FactsDraftBodySchema = z.strictObject({ facts: DraftFactListSchema }).meta({ id: "FactsDraft" });

/** The page's form: one fact a line, `category | key | label | value` (works without JavaScript). */
export const FactsFormBodySchema = z.strictObject({
  facts_text: z
    .string()
    .max(DRAFT_FACTS_MAX * (FACT_VALUE_MAX + 300))
    .optional(),
});

const PublishedFactSchema = z.object({
  category: z.string(),
  key: z.string(),
  label: z.string(),
  value: z.string(),
  origin: z.enum(["company-declared", "witnessed", "public-source"]),
  from_declaration_file: z.boolean().describe("True when the signed /.well-known/svc-declaration.json declared it."),
});

export const FactsViewSchema = z
  .object({ slug: z.string(), draft: z.array(DraftFactSchema), published: z.array(PublishedFactSchema) })
  .meta({ id: "CompanyFacts" });

export const PublicationBodySchema = z.strictObject({ visibility: z.enum(["published", "private"]) }).meta({ id: "PublicationRequest" });

export const PublicationResultSchema = z
  .object({
    slug: z.string(),
    visibility: z.enum(["published", "private"]),
    version: z.number().int(),
    kind: z.string(),
    digest: z.string(),
  })
  .meta({ id: "PublicationResult" });

export const WorldProofBodySchema = z
  .strictObject({
    domain: z.string().min(1).max(253),
    method: z.enum(VERIFICATION_METHODS),
    action: z.enum(["place", "remove"]),
    token: z.string().trim().max(200).optional().describe("The claim's token; required to place."),
  })
  .meta({ id: "WorldProofRequest" });

export const WorldDomainListSchema = z
  .object({
    domains: z.array(
      z.object({
        domain: z.string(),
        slug: z.string().nullable(),
        claimed: z.boolean(),
        txt: z.array(z.string()),
        file: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "WorldDomainList" });
