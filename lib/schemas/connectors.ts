// Schemas of a workspace's connected sources (issue 14): what the connect form and API take, and what
// the list shows. The token is taken once and stored sealed; no answer has a field for it.
import { z } from "zod";
import { httpsUrl, iso } from "@/lib/schemas/events";

// A form sends every field, empty or not: an empty optional field is absent.
const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

const common = {
  company: z.string().trim().min(1).max(100).describe("The slug of a company of your workspace."),
  label: blankIsAbsent(z.string().trim().min(1).max(80)).describe("Shown on the profile; defaults to the connector and its target."),
};

export const GitHubConnectBodySchema = z.object({
  ...common,
  connector: z.literal("github"),
  org: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/, "a GitHub organisation login"),
  repos: blankIsAbsent(
    z.union([
      z.array(z.string().regex(/^[A-Za-z0-9._-]{1,100}$/)).max(50),
      z.string().trim().max(2000).describe("Comma-separated repository names (the page's form)."),
    ]),
  ).describe("Repositories whose default branch must be protected (at most 50)."),
  base_url: blankIsAbsent(httpsUrl).describe("The GitHub REST API base (GitHub Enterprise Server); defaults to https://api.github.com."),
  token: z.string().trim().min(1).max(512).describe("A read-only GitHub token; stored sealed, never shown again."),
});

export const EvidenceDocumentConnectBodySchema = z.object({
  ...common,
  connector: z.literal("evidence-document"),
  url: httpsUrl.describe("The HTTPS address of the evidence document (the published JSON Schema)."),
});

export const ConnectBodySchema = z
  .discriminatedUnion("connector", [GitHubConnectBodySchema, EvidenceDocumentConnectBodySchema])
  .meta({ id: "ConnectSourceRequest" });

export const ConnectedSourceSchema = z
  .object({
    id: z.string(),
    company: z.string().describe("The company's slug."),
    key: z.string().describe("Unique within the company; prefixes the control ids of its checks."),
    label: z.string(),
    connector: z.enum(["github", "evidence-document"]),
    config: z.record(z.string(), z.unknown()).describe("The non-secret settings the connector reads."),
    has_token: z.boolean().describe("Whether a token is stored (sealed; never shown)."),
    status: z.string().describe("`connected`, or `disconnected` when the last reading could not reach it."),
    last_sync_at: iso.nullable(),
    last_checks: z.record(z.string(), z.string()).describe("Each control's last outcome, by control id."),
  })
  .meta({ id: "ConnectedSource" });

export const ConnectedSourceListSchema = z.object({ sources: z.array(ConnectedSourceSchema) }).meta({ id: "ConnectedSourceList" });
