// The MCP tools the server lists. Each reads through the same library code as the HTTP reads
// (lib/agent-answers over the profile, directory and compare code), so an agent and a browser see the
// same facts, provenance and boundary.
import { z } from "zod";
import { askAnswer } from "@/lib/agent-answers/ask-answer";
import { readCompareAnswer } from "@/lib/agent-answers/compare-answer";
import { readDisclosuresAnswer } from "@/lib/agent-answers/disclosures-answer";
import { readProfileAnswer } from "@/lib/agent-answers/profile-answer";
import { sectionsText } from "@/lib/agent-answers/profile-sections";
import { readSearchAnswer } from "@/lib/agent-answers/search-answer";
import { readOutsideInAnswer } from "@/lib/agent-answers/outside-in-answer";
import { readStatementCheckAnswer, readVerifyAnswer } from "@/lib/agent-answers/verify-answer";
import { StatementCheckSchema } from "@/lib/schemas/verifier";
import { normaliseDomain } from "@/lib/witness/readers/outside-in";
import { readWorkspaceRecordAnswer } from "@/lib/agent-answers/workspace-record-answer";
import { issuerUrl, resourceMetadataUrl, resourceUrl } from "@/lib/oauth/resources";
import {
  AskAnswerSchema,
  CompareAnswerSchema,
  DisclosuresAnswerSchema,
  ProfileAnswerSchema,
  SearchAnswerSchema,
  OutsideInAnswerSchema,
  VerifyAnswerSchema,
  WorkspaceRecordAnswerSchema,
} from "@/lib/schemas/agent-answers";
import { MAX_TOKEN_LENGTH } from "@/lib/statement-log/token-codec";
import { defineTool, type ToolDefinition } from "@/lib/transports/mcp/tool-definition";

const company = z
  .string()
  .trim()
  .min(1, "name a company: its profile slug or domain")
  .max(253, "at most 253 characters")
  .describe(
    "The company's profile slug (e.g. `lumen-analytics`) or domain (e.g. `lumen-analytics.example`); a URL is reduced to its host.",
  );

const readOnly = (title: string, openWorld = false) =>
  ({ title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: openWorld }) as const;

export const profileTool = defineTool({
  name: "svc_public_trust_profile",
  title: "Company trust profile",
  description:
    "One company's complete profile: the canonical record of GET /api/network/profile (same record version and digest), each " +
    "section with its state and who said each fact (company-declared, witnessed, public-source), a short summary and links. " +
    "A contested fact shows every account and prefers none. status is `found`, `withheld` " +
    "(owner keeps it private), `unclaimed`, `not_listed` or `unavailable` (the service could not " +
    "read its store: says nothing about the company). Witnessed evidence only; never a grade.",
  input: z.object({ company }),
  output: ProfileAnswerSchema,
  cost: 2,
  annotations: readOnly("Company trust profile"),
  empty: { record: null, sections: [], links: null },
  run: async ({ company }, ctx) => readProfileAnswer(await ctx.db(), company),
  details: (a) =>
    [
      a.sections.length ? sectionsText(a.sections) : "",
      a.links ? `Record: ${a.links.record}\nPage: ${a.links.page}\nKeys: ${a.links.keys}` : "",
    ]
      .filter(Boolean)
      .join("\n\n"),
});

export const disclosuresTool = defineTool({
  name: "svc_ai_data_use_disclosures",
  title: "AI and data-use declarations",
  description:
    "The company's declared AI and data-use rows (AI facts, privacy facts, data retention and " +
    "residency, its declared AI systems), each labelled as its own declaration and not checked " +
    "by the service. Where another source gives a different account, it is listed beside the row.",
  input: z.object({ company }),
  output: DisclosuresAnswerSchema,
  cost: 2,
  annotations: readOnly("AI and data-use declarations"),
  empty: { rows: [], links: null },
  run: async ({ company }, ctx) => readDisclosuresAnswer(await ctx.db(), company),
  details: (a) =>
    a.rows
      .map(
        (r) =>
          `- ${r.label}: ${r.value} ` +
          `[${r.declaration}]${
            r.otherAccounts.length ? ` Other accounts: ${r.otherAccounts.map((o) => `${o.origin} says "${o.value}"`).join("; ")}.` : ""
          }`,
      )
      .join("\n"),
});

export const searchTool = defineTool({
  name: "svc_search_companies",
  title: "Search the directory",
  description:
    "Listed companies whose name, domain or tagline contains every word of the query, then those in an " +
    "industry named by the query; at most 10, in directory order (witnessed first, then most recently " +
    "witnessed, then name: a listing order, not a ranking). Private and unclaimed companies are never listed.",
  input: z.object({
    query: z
      .string()
      .trim()
      .min(1, "give at least one word")
      .max(200, "at most 200 characters")
      .refine((q) => q.split(/\s+/).length <= 8, "at most 8 words")
      .describe("Words to find in a company's name, domain or tagline, or an industry (e.g. `analytics`, `HR Tech`)."),
  }),
  output: SearchAnswerSchema,
  cost: 1,
  annotations: readOnly("Search the directory"),
  empty: { results: [], total: 0 },
  run: async ({ query }, ctx) => readSearchAnswer(await ctx.db(), query),
  details: (a) => a.results.map((r) => `- ${r.name} (${r.slug}${r.domain ? `, ${r.domain}` : ""}): ${r.standing}; ${r.page}`).join("\n"),
});

const HANDLE = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/i;
const handleList = z
  .array(z.string().trim().regex(HANDLE, "each company is a profile slug, domain or workspace slug"))
  .min(2, "name two to four companies")
  .max(4, "name two to four companies");

export const compareTool = defineTool({
  name: "svc_compare_companies",
  title: "Compare companies",
  description:
    "Two to four companies side by side, section by section, through the compare code of GET /api/compare: " +
    "each fact and evidence area with the state of each company's cell (witnessed, company-declared, public-source, " +
    "agreed, contested, not-stated, restricted). It says who said what, never which company is better.",
  input: z.object({
    companies: z
      .union([
        handleList,
        z.string().transform((s, ctx) => {
          const parsed = handleList.safeParse(s.split(",").filter((p) => p.trim() !== ""));
          if (!parsed.success) {
            ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? "name two to four companies" });
            return z.NEVER;
          }
          return parsed.data;
        }),
      ])
      .describe("Two to four profile slugs or domains: an array, or one comma-separated string (`lumen-analytics,kestrel-security`)."),
  }),
  output: CompareAnswerSchema,
  cost: 4,
  annotations: readOnly("Compare companies"),
  empty: { compared: [], unavailable: [], comparison: null },
  run: async ({ companies }, ctx) => readCompareAnswer(await ctx.db(), companies),
  details: (a) =>
    (a.comparison?.rows ?? [])
      .map((r) => `- ${r.label}: ${r.cells.map((c, i) => `${a.compared[i]?.name ?? "?"}: ${c.label} (${c.state})`).join(" | ")}`)
      .join("\n"),
});

export const askTool = defineTool({
  name: "svc_ask",
  title: "Ask about the service",
  description:
    "An answer quoted from a fixed knowledge base about the service itself (what it does and does not do, how often it reads, " +
    "what the provenance labels mean, contested facts, how to verify a witness statement, the three kinds of nothing, limits, " +
    "contracts), with its source; or `not_in_knowledge_base`. It never invents an answer and says nothing about any company.",
  input: z.object({
    question: z
      .string()
      .trim()
      .min(1, "ask a question")
      .max(500, "at most 500 characters")
      .describe("A question about the service, in plain words."),
  }),
  output: AskAnswerSchema,
  cost: 1,
  annotations: readOnly("Ask about the service"),
  empty: { answer: null, source: null },
  run: async ({ question }) => askAnswer(question),
  details: (a) => (a.source ? `Source: ${a.source.title} (${a.source.resource}, ${a.source.url})` : ""),
});

export const verifyTool = defineTool({
  name: "svc_verify",
  title: "Verify a Trust Ledger Token or a witness statement",
  description:
    "Re-checks the two signatures of a Trust Ledger Token (`tlt1.` + base64url): the witness's Ed25519 signature over " +
    "the statement with the published witness keys, and the log's signed checkpoint with the statement's inclusion proof. " +
    "Or, with `check` instead of `token`, a witness statement on its own (no " +
    "log) through the same verifier, with the keys given or the published ones. " +
    "status `valid`, `superseded` (a signed correction exists) or `invalid` (`outcome` says why, in the verifier's closed " +
    "vocabulary: malformed, unknown_key, key_not_yet_valid, retired_key, compromised_key, revoked_key, invalid_signature, " +
    "not_included, binding_mismatch, subject_mismatch). A valid token shows what one reading found and when; it is not a verdict.",
  input: z
    .object({
      token: z
        .string()
        .trim()
        .min(1, "give a Trust Ledger Token")
        .max(MAX_TOKEN_LENGTH, `at most ${MAX_TOKEN_LENGTH} characters`)
        .optional()
        .describe("A Trust Ledger Token as the profile read hands it out (`witnessLog.token`)."),
      check: StatementCheckSchema.optional().describe(
        "A witness statement on its own: { statement, keys?, documents?, subject?, corrections? } (as a statement vector's input).",
      ),
    })
    .refine((a) => (a.token === undefined) !== (a.check === undefined), {
      message: "give `token` or `check`, one of them",
      path: ["token"],
    }),
  output: VerifyAnswerSchema,
  cost: 2,
  annotations: readOnly("Verify a Trust Ledger Token"),
  empty: { outcome: null, detail: null, flags: [], keyId: null, log: null, correction: null },
  run: async ({ token, check }, ctx) =>
    check ? readStatementCheckAnswer(await ctx.db(), check) : readVerifyAnswer(await ctx.db(), token!),
  details: (a) =>
    [
      a.keyId ? `Witness key: ${a.keyId}` : "",
      a.log ? `Log ${a.log.origin}: entry ${a.log.index} of ${a.log.size}, root ${a.log.root_hash}` : "",
      a.correction ? `Corrected by entry ${a.correction.index} (${a.correction.action}): ${a.correction.reason}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
});

const isDomain = (d: string) => {
  try {
    normaliseDomain(d);
    return true;
  } catch {
    return false;
  }
};

export const outsideInTool = defineTool({
  name: "svc_outside_in_read",
  title: "Live outside-in read",
  description:
    "A live read of a domain's public surface through the witnessing engine's outside-in reader: HTTPS reachability and " +
    "certificate, five common response headers, security.txt, and the SPF, DMARC and CAA answers. It requests the named " +
    "site once (two HTTPS GETs); a name that resolves to loopback, private or metadata space is refused without a request; " +
    "a read is kept ten minutes per domain, so a repeat sends nothing. Unsigned and not part of the hourly record.",
  input: z.object({
    domain: z
      .string()
      .trim()
      .min(1, "name a domain")
      .max(253, "at most 253 characters")
      .refine(isDomain, "not a domain name (e.g. example.com)")
      .describe("The domain to read, e.g. `example.com`."),
  }),
  output: OutsideInAnswerSchema,
  cost: 4,
  annotations: { title: "Live outside-in read", readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  empty: { cached: null, readAt: null, checks: [] },
  run: async ({ domain }) => readOutsideInAnswer(domain),
  details: (a) =>
    a.checks
      .map((c) => `- ${c.check_id}: ${c.outcome}${c.observed ? ` (${c.observed})` : ""}${c.reason ? ` [${c.reason}]` : ""}`)
      .join("\n"),
});

export const MY_COMPANY_RECORD = "svc_my_company_record";

export const myCompanyRecordTool = defineTool({
  name: MY_COMPANY_RECORD,
  title: "My company record",
  description:
    "Your own workspace's record: its companies, whether each is published or private, stored facts by " +
    "origin and the last reading. Needs an OAuth access token issued for this MCP server (the workspace " +
    "comes from the token); without one the result is `authentication_required` and names where to get one.",
  input: z.object({}),
  output: WorkspaceRecordAnswerSchema,
  cost: 1,
  annotations: { title: "My company record", readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  empty: { workspace: null, companies: [] },
  run: async (_args, ctx) => {
    if (!ctx.caller) {
      return {
        status: "authentication_required" as const,
        provenance: "service" as const,
        subject: null,
        summary:
          `This tool reads your own workspace, so it needs an OAuth access token issued for ${resourceUrl("mcp")}. ` +
          `Get one from the authorization server ${issuerUrl()} (authorization code with PKCE; its ` +
          `metadata is at ${issuerUrl()}/.well-known/oauth-authorization-server, this server's at ` +
          `${resourceMetadataUrl("mcp")}) and send it as \`Authorization: Bearer <token>\` (or DPoP when bound).`,
        workspace: null,
        companies: [],
      };
    }
    return readWorkspaceRecordAnswer(await ctx.db(), ctx.caller.workspaceId);
  },
  details: (a) =>
    a.companies
      .map(
        (c) =>
          `- ${c.name} (${c.slug}): ${c.publication}${c.listed ? ", listed" : ""}; facts ${c.facts["company-declared"]} declared, ` +
          `${c.facts.witnessed} witnessed, ${c.facts["public-source"]} public-source; last reading ${c.lastReadingAt ?? "none"}`,
      )
      .join("\n"),
});

/** Every tool the server lists, in the order tools/list gives them. */
export const TOOLS: readonly ToolDefinition[] = [
  profileTool,
  outsideInTool,
  searchTool,
  compareTool,
  disclosuresTool,
  verifyTool,
  askTool,
  myCompanyRecordTool,
] as unknown as ToolDefinition[];

export function findTool(name: string): ToolDefinition | undefined {
  return TOOLS.find((t) => t.name === name);
}
