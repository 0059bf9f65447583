// The GitHub connector: an organisation read through the GitHub REST API (base URL configurable, for
// GitHub Enterprise Server or a test server). Two controls: every member uses two-factor authentication
// (GET /orgs/{org}/members?filter=2fa_disabled lists nobody) and the default branch of each listed
// repository is protected (GET /repos/{org}/{repo}, then /branches/{default_branch}). The token is
// stored sealed with MASTER_KEY and opened only to send it.
import { z } from "zod";
import { openSecret } from "@/lib/platform/sealed-secret";
import type { NotReadReason } from "@/lib/vocabulary/check-outcomes";
import type { EvidenceItem } from "@/lib/witness-record/check-result";
import { fetchOnce, type Fetched } from "@/lib/witness/readers/guarded-fetch";
import { CONNECTOR_USER_AGENT, connectedChecks, type Connector, type ConnectorRead } from "@/lib/witness/connectors/connector";

export const GITHUB_TOKEN_PURPOSE = "svc-connector-github-token-v1";

export const GitHubConfigSchema = z.strictObject({
  base_url: z.url({ protocol: /^https$/ }).default("https://api.github.com"),
  org: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/),
  repos: z
    .array(z.string().regex(/^[A-Za-z0-9._-]{1,100}$/))
    .max(50)
    .default([]),
});

const Members = z.array(z.object({ login: z.string() }));
const Repo = z.object({ default_branch: z.string() });
const Branch = z.object({ name: z.string(), protected: z.boolean() });

type Got<T> = { ok: true; value: T; evidence: EvidenceItem } | { ok: false; reason: NotReadReason; message: string; lost: boolean };

export const githubConnector: Connector = {
  kind: "github",
  async read(source, ctx): Promise<ConnectorRead> {
    const config = GitHubConfigSchema.parse(source.config);
    const base = config.base_url.replace(/\/+$/, "");
    const headers: Record<string, string> = { accept: "application/vnd.github+json", "x-github-api-version": "2022-11-28" };
    if (source.sealedToken) headers.authorization = `Bearer ${openSecret(source.sealedToken, GITHUB_TOKEN_PURPOSE)}`;
    const evidence: EvidenceItem[] = [];
    const { checks, add } = connectedChecks();
    let lost = false;

    async function get<T>(path: string, schema: z.ZodType<T>): Promise<Got<T>> {
      const got: Fetched = await fetchOnce(ctx.agent, `${base}${path}`, {
        deadlineMs: ctx.deadlineMs,
        cap: ctx.cap,
        userAgent: CONNECTOR_USER_AGENT,
        headers,
        kind: "connector",
      });
      if (got.kind === "failed") return { ok: false, reason: "source_disconnected", message: `${got.message} (${got.reason})`, lost: true };
      evidence.push(got.evidence);
      // The credential no longer works (revoked, expired, app uninstalled): the connection is lost.
      if (got.status === 401 || got.status === 403)
        return { ok: false, reason: "source_disconnected", message: `HTTP ${got.status}: the stored credential was refused`, lost: true };
      if (got.status === 404)
        return { ok: false, reason: "not_applicable", message: "HTTP 404: not found for this credential", lost: false };
      if (got.status >= 400 || got.tooLarge)
        return {
          ok: false,
          reason: "source_disconnected",
          message: got.tooLarge ? "answer larger than the body cap" : `HTTP ${got.status}`,
          lost: true,
        };
      let parsed: unknown;
      try {
        parsed = JSON.parse(got.body.toString("utf8"));
      } catch {
        return { ok: false, reason: "source_disconnected", message: "the answer is not JSON", lost: true };
      }
      const r = schema.safeParse(parsed);
      if (!r.success)
        return { ok: false, reason: "source_disconnected", message: "the answer is not the shape the GitHub API documents", lost: true };
      return { ok: true, value: r.data, evidence: got.evidence };
    }

    const membersPath = `/orgs/${config.org}/members?filter=2fa_disabled&per_page=100`;
    const members = await get(membersPath, Members);
    if (members.ok) {
      const without = members.value.map((m) => m.login);
      add(
        `${source.key}:two_factor`,
        "github.org_two_factor",
        `${base}${membersPath}`,
        without.length === 0 ? "passed" : "failed",
        without.length === 0
          ? "no member without two-factor authentication"
          : `${without.length} member(s) without two-factor authentication: ${without.slice(0, 10).join(", ")}`,
        null,
        members.evidence.sha256,
      );
    } else {
      lost ||= members.lost;
      add(`${source.key}:two_factor`, "github.org_two_factor", `${base}${membersPath}`, "not_read", members.message, members.reason, null);
    }

    for (const repo of config.repos) {
      const control = `${source.key}:branch_protection:${repo}`;
      const repoPath = `/repos/${config.org}/${repo}`;
      if (lost) {
        add(
          control,
          "github.branch_protection",
          `${base}${repoPath}`,
          "not_read",
          "the source was not reachable in this reading",
          "source_disconnected",
          null,
        );
        continue;
      }
      const meta = await get(repoPath, Repo);
      if (!meta.ok) {
        lost ||= meta.lost;
        add(control, "github.branch_protection", `${base}${repoPath}`, "not_read", meta.message, meta.reason, null);
        continue;
      }
      const branchPath = `${repoPath}/branches/${encodeURIComponent(meta.value.default_branch)}`;
      const branch = await get(branchPath, Branch);
      if (!branch.ok) {
        lost ||= branch.lost;
        add(control, "github.branch_protection", `${base}${branchPath}`, "not_read", branch.message, branch.reason, null);
        continue;
      }
      add(
        control,
        "github.branch_protection",
        `${base}${branchPath}`,
        branch.value.protected ? "passed" : "failed",
        `${repo}: default branch ${branch.value.name} ${branch.value.protected ? "protected" : "not protected"}`,
        null,
        branch.evidence.sha256,
      );
    }
    return { status: lost ? "disconnected" : "connected", checks, evidence };
  },
};
