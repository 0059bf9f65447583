// Schemas of the API host's public surface (spec 2.1-2.3 and the public writes whose payloads the spec
// leaves "not shown"): they type the handlers, validate input and generate the worker OpenAPI document.
import { z } from "zod";
import { ClaimSchema } from "@/lib/schemas/claim";

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9.-]{0,98}[a-z0-9])?$/;

export const SlugSchema = z
  .string()
  .regex(SLUG_PATTERN, "must be 1 to 100 characters: lowercase letters, digits, '.' and '-', starting and ending with a letter or digit")
  .describe("Company id, company domain or workspace slug, matched exactly in that order.");

export const SlugParamsSchema = z.object({ slug: SlugSchema });

const epochMs = z.number().int().describe("Epoch milliseconds.");

export const AiProfileSchema = z
  .object({
    systemsTotal: z.number().int(),
    byRiskTier: z
      .record(z.string(), z.number().int())
      .describe(
        "Counts keyed by EU AI Act risk classification (unacceptable, high, limited, minimal) plus `unclassified`; every key is present.",
      ),
    byKind: z
      .record(z.string(), z.number().int())
      .describe("Counts keyed by system kind (model, agent, application, dataset, and any other kind declared)."),
    agents: z.number().int(),
    guard: z.object({
      active: z.boolean().describe("True when a guard screening ran in the last 7 days."),
      lastScreenedAt: epochMs.nullable(),
      lastRisk: z.string().nullable(),
    }),
    governance: z.object({
      frameworks: z.array(z.object({ name: z.string(), satisfied: z.number().int(), total: z.number().int() })),
      assessments: z.number().int(),
    }),
    highlights: z.array(z.string()),
    hasAi: z.boolean(),
  })
  .meta({ id: "AiProfile", description: "What the company declared about its AI systems (spec 2.2). Declarations, not a rating." });

export const PublicTrustProfileSchema = z
  .object({
    profile: z.object({ displayName: z.string(), domain: z.string().nullable(), jurisdiction: z.string() }),
    trustScore: z
      .object({ computedAt: epochMs.describe("Time of the last reading.") })
      .strict()
      .nullable()
      .describe("Null when no reading is recorded. Carries only `computedAt`: no figure is ever published."),
    pillarSummary: z.object({
      total: z.literal(25),
      green: z.number().int(),
      amber: z.number().int(),
      red: z.number().int(),
    }),
    chainEvidence: z.object({
      auditBlockCount: z.number().int(),
      chainIntegrity: z.enum(["intact", "broken", "empty"]).describe("Re-derived on every read from the workspace's audit blocks."),
      integrityCheck: z.string().describe("Name of the check that was run."),
    }),
    aiProfile: AiProfileSchema.optional(),
    poweredBy: z.string().describe("Always the same constant; opaque, never parse or branch on it."),
    disclaimer: z.string(),
    disclaimer_url: z.string().url(),
  })
  .meta({ id: "PublicTrustProfile", description: "Worker Trust Profile (spec 2.1)." });

export const UnpublishedProfileSchema = z
  .object({
    slug: z.string(),
    status: z.enum(["unclaimed", "private"]),
    measured: z.boolean(),
    provenance: z.enum(["honest_absence", "withheld_by_owner"]),
    message: z.string(),
    claim: ClaimSchema.optional(),
    also_available: z.object({ outside_in: z.string() }).optional().describe("Present only on an unclaimed record."),
  })
  .meta({ id: "UnpublishedProfile", description: "404 body for an unclaimed or private profile (spec 2.3)." });

export const MovedToCanonicalSchema = z
  .object({
    error: z.literal("moved"),
    message: z.string(),
    canonicalUrl: z.string().url().describe("The canonical Network read of this company."),
    pageUrl: z.string().url().describe("The company's page on the Network."),
  })
  .meta({ id: "MovedToCanonical", description: "404 body for a Network company: it has one canonical profile (spec 2.3)." });

// ---------------------------------------------------------------- public writes

const referrer = z
  .string()
  .max(2048)
  .url()
  .refine((v) => /^https?:/i.test(v), "must be an http or https URL")
  .describe(
    "Page the profile was viewed from. Only its origin and path are kept (query and fragment are dropped). Default: the Referer header.",
  );

export const ViewRequestSchema = z
  .object({ referrer: referrer.optional() })
  .strict()
  .optional()
  .meta({ id: "ViewRequest", description: "Body of the view beacon; may be empty." });

export const ViewResultSchema = z
  .object({
    slug: z.string(),
    counted: z.boolean().describe("False when this client network was already counted for this profile in the last ten minutes."),
  })
  .meta({ id: "ViewResult" });

const email = z.string().trim().max(254).email();

export const SubscribeRequestSchema = z
  .object({ email: email.describe("Address to notify when the published profile changes; active only once confirmed.") })
  .strict()
  .meta({ id: "SubscribeRequest" });

export const SubscribeResultSchema = z
  .object({
    status: z.literal("confirmation_sent"),
    message: z.string(),
  })
  .meta({ id: "SubscribeResult", description: "The same answer whether or not the address was already subscribed." });

export const ConfirmQuerySchema = z.object({
  token: z.string().min(20).max(200).describe("The token from the confirmation mail."),
});

export const ConfirmResultSchema = z
  .object({ status: z.literal("confirmed"), slug: z.string(), message: z.string() })
  .meta({ id: "SubscriptionConfirmed" });

export const AccessRequestBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200).describe("Requester's name."),
    email: email.describe("Where the company can answer."),
    company: z.string().trim().min(1).max(200).optional().describe("Requester's company."),
    document: z.string().trim().min(1).max(200).describe('The document asked for, e.g. "SOC 2 Type II report".'),
    reason: z.string().trim().max(2000).optional(),
  })
  .strict()
  .meta({ id: "AccessRequestBody" });

export const AccessRequestResultSchema = z
  .object({ id: z.string(), status: z.literal("received"), slug: z.string(), created_at: epochMs })
  .meta({ id: "AccessRequestResult" });

export const MarketplaceIntentBodySchema = z
  .object({
    target_company: SlugSchema.describe("The company the buyer is interested in: company id, domain or workspace slug."),
    buyer_email: email,
    buyer_company: z.string().trim().min(1).max(200).optional(),
    message: z.string().trim().max(2000).optional(),
  })
  .strict()
  .meta({ id: "MarketplaceIntentBody" });

export const MarketplaceIntentResultSchema = z
  .object({ id: z.string(), status: z.literal("received"), target_company: z.string(), created_at: epochMs })
  .meta({ id: "MarketplaceIntentResult", description: "The intent became a Lead (spec 2.5) of the target company's workspace." });
