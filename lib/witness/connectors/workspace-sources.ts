// The connected sources a workspace manages from its pages and API: a Provider row with a connector,
// its config validated by the connector's own schema (what the engine reads is what was accepted), its
// URLs through the SSRF guard as webhook URLs are, and the GitHub token sealed at once. Nothing here
// returns the token or its sealed form.
import type { Db } from "@/lib/platform/db/client";
import { nothingMore, type InSameTransaction } from "@/lib/platform/db/in-same-transaction";
import { checkDeliveryUrl } from "@/lib/events/post-event";
import { refusedUrl } from "@/lib/events/web-input";
import { Refusal } from "@/lib/platform/refusal";
import type { z } from "zod";
import { sealSecret } from "@/lib/platform/sealed-secret";
import type { ConnectBodySchema } from "@/lib/schemas/connectors";
import { EvidenceDocumentConfigSchema } from "@/lib/witness/connectors/evidence-document";
import { GITHUB_TOKEN_PURPOSE, GitHubConfigSchema } from "@/lib/witness/connectors/github";

export const MAX_SOURCES_PER_COMPANY = 10;

const VIEW = {
  id: true,
  key: true,
  label: true,
  connector: true,
  config: true,
  status: true,
  lastSyncAt: true,
  lastChecks: true,
  sealedToken: true,
  company: { select: { slug: true } },
} as const;

export interface SourceView {
  id: string;
  company: string;
  key: string;
  label: string;
  connector: "github" | "evidence-document";
  config: Record<string, unknown>;
  hasToken: boolean;
  status: string;
  lastSyncAt: Date | null;
  lastChecks: Record<string, string>;
}

type Row = {
  id: string;
  key: string;
  label: string;
  connector: string | null;
  config: unknown;
  status: string;
  lastSyncAt: Date | null;
  lastChecks: unknown;
  sealedToken: string | null;
  company: { slug: string };
};

function view(r: Row): SourceView {
  return {
    id: r.id,
    company: r.company.slug,
    key: r.key,
    label: r.label,
    connector: r.connector as SourceView["connector"],
    config: (r.config ?? {}) as Record<string, unknown>,
    hasToken: r.sealedToken !== null,
    status: r.status,
    lastSyncAt: r.lastSyncAt,
    lastChecks: (r.lastChecks ?? {}) as Record<string, string>,
  };
}

function invalid(field: string, message: string): Refusal {
  return new Refusal("invalid_request", { message, errors: [{ in: "body", name: field, message }] });
}

export async function listSources(db: Db, workspaceId: string): Promise<SourceView[]> {
  const rows = await db.provider.findMany({
    where: { company: { workspaceId }, connector: { not: null } },
    select: VIEW,
    orderBy: [{ company: { slug: "asc" } }, { key: "asc" }],
  });
  return rows.map(view);
}

/** The config the connector will read, from the request: its own schema decides, its URLs pass the guard. */
async function configOf(body: z.infer<typeof ConnectBodySchema>): Promise<{ config: Record<string, unknown>; key: string; label: string }> {
  if (body.connector === "evidence-document") {
    const url = (await checkDeliveryUrl(body.url).catch(refusedUrl("url"))).toString();
    const parsed = EvidenceDocumentConfigSchema.safeParse({ url });
    if (!parsed.success) throw invalid("url", "The evidence document must be an HTTPS URL.");
    const host = new URL(url).hostname;
    return { config: parsed.data, key: `evidence-${host}`.slice(0, 60), label: body.label ?? `Evidence document (${host})` };
  }
  const repos =
    body.repos === undefined
      ? []
      : Array.isArray(body.repos)
        ? body.repos
        : body.repos
            .split(",")
            .map((r) => r.trim())
            .filter(Boolean);
  const baseUrl =
    body.base_url === undefined ? undefined : (await checkDeliveryUrl(body.base_url).catch(refusedUrl("base_url"))).toString();
  const parsed = GitHubConfigSchema.safeParse({ org: body.org, repos, ...(baseUrl ? { base_url: baseUrl } : {}) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(String(issue.path[0] ?? "repos"), `Not a GitHub ${String(issue.path[0] ?? "setting")}: ${issue.message}`);
  }
  return { config: parsed.data, key: `github-${body.org.toLowerCase()}`, label: body.label ?? `GitHub (${body.org})` };
}

/**
 * Connects a source to a company of the workspace; a company of another workspace is not found. `record` runs in
 * the source's transaction: the source and its audit row commit together.
 */
export async function connectSource(
  db: Db,
  workspaceId: string,
  body: z.infer<typeof ConnectBodySchema>,
  record: InSameTransaction<SourceView> = nothingMore,
): Promise<SourceView> {
  const company = await db.company.findFirst({ where: { slug: body.company, workspaceId }, select: { id: true } });
  if (!company) throw new Refusal("not_found", { message: "No company with this slug in your workspace." });
  const { config, key, label } = await configOf(body);
  const existing = await db.provider.findMany({ where: { companyId: company.id }, select: { key: true, connector: true } });
  if (existing.filter((p) => p.connector !== null).length >= MAX_SOURCES_PER_COMPANY) {
    throw invalid(
      "company",
      `This company already has ${MAX_SOURCES_PER_COMPANY} connected sources, the most it may have; disconnect one first.`,
    );
  }
  if (existing.some((p) => p.key === key)) throw invalid("connector", `This company already has a source ${key}; disconnect it first.`);
  return db.$transaction(async (tx) => {
    const row = await tx.provider.create({
      data: {
        companyId: company.id,
        key,
        label,
        status: "connected",
        connector: body.connector,
        config: config as object,
        sealedToken: body.connector === "github" ? sealSecret(body.token, GITHUB_TOKEN_PURPOSE) : null,
      },
      select: VIEW,
    });
    const connected = view(row);
    await record(tx as Db, connected);
    return connected;
  });
}

/**
 * Removes a source of the workspace with its sealed token: the next reading no longer reads it. Null when not
 * found. `record` runs in the removal's transaction: the source stays unless its removal is recorded.
 */
export async function disconnectSource(
  db: Db,
  workspaceId: string,
  id: string,
  record: InSameTransaction<SourceView> = nothingMore,
): Promise<SourceView | null> {
  return db.$transaction(async (tx) => {
    const row = await tx.provider.findFirst({ where: { id, company: { workspaceId }, connector: { not: null } }, select: VIEW });
    if (!row) return null;
    await tx.provider.delete({ where: { id } });
    const removed = { ...view(row), status: "disconnected" };
    await record(tx as Db, removed);
    return removed;
  });
}

export function sourceJson(s: SourceView) {
  return {
    id: s.id,
    company: s.company,
    key: s.key,
    label: s.label,
    connector: s.connector,
    config: s.config,
    has_token: s.hasToken,
    status: s.status,
    last_sync_at: s.lastSyncAt?.toISOString() ?? null,
    last_checks: s.lastChecks,
  };
}
