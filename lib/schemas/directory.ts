// Directory, featured, vendor, suggest and network search: their parameters and response bodies.
// These schemas validate the query, type the handlers and document the routes in OpenAPI.
import { z } from "zod";
import { DATA_RESIDENCY_REGIONS, DEPLOYMENT_MODELS } from "@/lib/vocabulary/fact-categories";
import { MAX_CURSOR_CHARS } from "@/lib/vocabulary/interface-limits";
import { STANDING_LABELS } from "@/lib/vocabulary/standing";
import { textTerms } from "@/lib/schemas/text-terms";

export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;
/** Deep offsets cost a scan of every row before them; past this, walk with the cursor. */
export const MAX_OFFSET = 10_000;
export const MAX_QUERY_CHARS = 200;
export const MAX_QUERY_TERMS = 8;
export const MAX_SUGGEST_CHARS = 100;

function wholeNumber(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^[0-9]{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

const limitParam = wholeNumber("limit", 1, MAX_PAGE_LIMIT)
  .default(DEFAULT_PAGE_LIMIT)
  .describe(`Rows per page: 1 to ${MAX_PAGE_LIMIT}, default ${DEFAULT_PAGE_LIMIT}. Anything else is a 400 naming \`limit\`.`);

const cursorParam = z
  .string()
  .describe(
    "The `next_cursor` of the previous page, passed back unchanged. Opaque: do not parse or build one. It never expires and is " +
      "not bound to the filters: with other filters it continues that filter's rows after the same position. A cursor that was " +
      "altered or cannot be decoded, is of an older payload version, belongs to another list or to a workspace-scoped list is " +
      `refused with 400 \`invalid_cursor\` and a \`reason\` (never a silent restart). At most ${MAX_CURSOR_CHARS} characters.`,
  );

const textParam = z
  .string()
  .trim()
  .max(MAX_QUERY_CHARS, `q must be at most ${MAX_QUERY_CHARS} characters`)
  .refine((q) => textTerms(q).length <= MAX_QUERY_TERMS, `q must have at most ${MAX_QUERY_TERMS} words`)
  .optional()
  .describe(
    `Free text, any case: every word must occur in the company's name, domain or tagline. At most ${MAX_QUERY_CHARS} ` +
      `characters and ${MAX_QUERY_TERMS} words. Empty matches every company.`,
  );

const industryParam = z
  .string()
  .trim()
  .min(1, "industry must not be empty")
  .max(100, "industry must be at most 100 characters")
  .optional()
  .describe(
    'One industry, matched exactly but without regard to case (e.g. "HR Tech", "security"). An industry no company has matches nothing.',
  );

export const DirectorySearchQuerySchema = z.object({
  q: textParam,
  industry: industryParam,
  limit: limitParam,
  cursor: cursorParam.optional(),
  offset: wholeNumber("offset", 0, MAX_OFFSET)
    .optional()
    .meta({ param: { deprecated: true } })
    .describe(
      `Deprecated: use \`cursor\`. Rows to skip, 0 to ${MAX_OFFSET}. Still answered, with \`next_offset\` and \`next_cursor\`; ` +
        'such responses carry `Deprecation` and `Link: <...>; rel="deprecation"` headers and no `Sunset`. When `cursor` is also ' +
        "sent, the cursor wins.",
    ),
});

export const StandingLabelSchema = z.enum(STANDING_LABELS).meta({
  id: "StandingLabel",
  description:
    "What the company's readings found, never a grade. `Witnessed`: the last reading observed the company's systems. " +
    "`No observation on last reading`: witnessed before, but the last reading brought nothing back. `Not yet witnessed`: no " +
    "reading has observed anything yet.",
});

const lastScan = z.iso
  .datetime()
  .nullable()
  .describe("When the company was last read (whatever the reading found), ISO 8601; null when never read. A walk's boundary.");

export const DirectoryRowSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    standing: StandingLabelSchema,
    last_scan: lastScan,
  })
  .meta({ id: "DirectoryRow" });

export const DirectorySearchPageSchema = z
  .object({
    results: z.array(DirectoryRowSchema).describe("Witnessed first; most recently witnessed first; lowercased name; company id."),
    total: z.number().int().describe("Size of the filtered set on this request (not a snapshot)."),
    next_offset: z
      .number()
      .int()
      .describe(
        "Deprecated: the offset of the row after this page under this request's filters (equals `total` at the end, barring changes).",
      ),
    next_cursor: z
      .string()
      .nullable()
      .describe("Pass back as `cursor` for the next page; null when this is the last page. Stop on null, not on an empty page."),
    error: z
      .null()
      .describe("Always null on a page; errors are answered with a 4xx or 5xx and an error body whose `error` names the code."),
  })
  .meta({ id: "DirectorySearchPage" });

export const FeaturedSchema = z
  .object({
    results: z.array(DirectoryRowSchema).describe("Up to 12 listed companies in directory order: those with a witnessed record first."),
  })
  .meta({ id: "FeaturedCompanies" });

export const VendorParamsSchema = z.object({
  slug: z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9.-]{0,98}[a-z0-9])?$/, "slug must be 1 to 100 characters of a-z, 0-9, '.' and '-'")
    .describe("A profile slug, or `d--<domain>` to find a listed company by its domain (e.g. `d--lumen-analytics.example`)."),
});

export const VendorRecordSchema = z
  .object({
    slug: z.string().describe("The company's profile slug (also when asked by `d--<domain>`)."),
    name: z.string(),
    domain: z.string().nullable(),
    standing: StandingLabelSchema,
    tagline: z.string().nullable(),
    last_scan: lastScan,
  })
  .meta({ id: "VendorRecord" });

export const SuggestQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, "q must not be empty")
    .max(MAX_SUGGEST_CHARS, `q must be at most ${MAX_SUGGEST_CHARS} characters`)
    .describe(`Required. Typed text, any case, 1 to ${MAX_SUGGEST_CHARS} characters, matched inside names and domains.`),
});

export const SuggestSchema = z
  .object({
    results: z
      .array(
        z.object({
          name: z.string(),
          domain: z.string().nullable(),
          slug: z.string(),
          witnessed: z.boolean().describe("The last reading observed the company (its standing is `Witnessed`)."),
        }),
      )
      .max(10)
      .describe("Up to 10 listed companies: name or domain starting with `q` first, then those containing it; by name within each."),
  })
  .meta({ id: "Suggestions" });

const isoDateOrTime = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: "changed_since must be an ISO 8601 date (2026-11-01) or date-time" })
  .transform((s) => new Date(s));

export const NetworkSearchQuerySchema = z.object({
  q: textParam,
  industry: industryParam,
  hq_country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "hq_country must be an ISO 3166-1 alpha-2 code such as NL")
    .transform((s) => s.toUpperCase())
    .optional()
    .describe("Headquarters country, ISO 3166-1 alpha-2, any case (e.g. `NL`, `us`)."),
  data_residency: z
    .enum(DATA_RESIDENCY_REGIONS, { error: `data_residency must be one of ${DATA_RESIDENCY_REGIONS.join(", ")}` })
    .optional()
    .describe("A region where the company keeps customer data."),
  deployment_model: z
    .enum(DEPLOYMENT_MODELS, { error: `deployment_model must be one of ${DEPLOYMENT_MODELS.join(", ")}` })
    .optional()
    .describe("A way the product can be deployed."),
  product: z
    .string()
    .trim()
    .min(1, "product must not be empty")
    .max(100, "product must be at most 100 characters")
    .optional()
    .describe("Text occurring in one of the company's product names, any case."),
  has_witnessed_reading: z
    .enum(["true", "false"], { error: "has_witnessed_reading must be true or false" })
    .transform((v) => v === "true")
    .optional()
    .describe("`true`: only companies with at least one witnessed reading; `false`: only companies with none."),
  changed_since: isoDateOrTime
    .optional()
    .describe("Only companies whose published record changed at or after this date (UTC midnight) or date-time."),
  limit: limitParam,
  cursor: cursorParam.optional(),
});

export const NetworkSearchRowSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    domain: z.string().nullable(),
    tagline: z.string().nullable(),
    standing: StandingLabelSchema,
    last_scan: lastScan,
    last_witnessed_at: z.iso.datetime().nullable().describe("Time of the last reading that observed something; null when none has."),
    industries: z.array(z.string()),
    hq_country: z.string().nullable(),
    data_residency: z.array(z.string()),
    deployment_models: z.array(z.string()),
    product_names: z.array(z.string()),
    profile_updated_at: z.iso.datetime().describe("When the published record last changed."),
  })
  .meta({ id: "NetworkSearchRow" });

export const NetworkSearchPageSchema = z
  .object({
    results: z
      .array(NetworkSearchRowSchema)
      .describe("In directory order: witnessed first; most recently witnessed first; lowercased name; company id."),
    total: z.number().int().describe("Size of the filtered set on this request."),
    next_cursor: z.string().nullable().describe("Pass back as `cursor` for the next page; null on the last page."),
  })
  .meta({ id: "NetworkSearchPage" });
