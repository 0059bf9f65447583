// Does the company's domain carry the claim's token? Two ways, each read through what the witnessing
// engine reads with (witnessNetwork: the real resolver, or the local world outside production) and the
// one SSRF-guarded client: the TXT record `_svc-challenge.<domain>` = `svc-verification=<token>`, or the
// file https://<domain>/.well-known/svc-verification.txt holding the token. 10 s, 4 KiB, no redirect off
// the domain. Each check says what was looked up and what was observed.
import { createHash } from "node:crypto";
import { withDeadline } from "@/lib/platform/deadline";
import { NO_SUCH_NAME, witnessNetwork } from "@/lib/platform/outbound/witness-network";
import { fetchOnce, guardedAgent } from "@/lib/witness/readers/guarded-fetch";
import type { CheckObservation, VerificationMethod } from "@/lib/vocabulary/claim-states";

export const CHECK_DEADLINE_MS = 10_000;
export const FILE_CAP_BYTES = 4096;
const MAX_REDIRECTS = 3;
const USER_AGENT = "PublicTrustNetwork-Claim/1 (domain control check)";

export interface ControlCheck {
  method: VerificationMethod;
  looked_up: string;
  observed: CheckObservation;
  detail: string;
  /** On a match: the exact record or file observed, and its SHA-256 (for the claim statement). */
  evidence?: { value: string; sha256: string };
}

export const txtName = (domain: string) => `_svc-challenge.${domain}`;
export const txtValue = (token: string) => `svc-verification=${token}`;
export const fileUrl = (domain: string) => `https://${domain}/.well-known/svc-verification.txt`;

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

async function checkTxt(domain: string, token: string): Promise<ControlCheck> {
  const name = txtName(domain);
  const base = { method: "dns_txt" as const, looked_up: `TXT ${name}` };
  let records: string[][];
  try {
    records = await withDeadline(witnessNetwork().resolveTxt(name), CHECK_DEADLINE_MS);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === NO_SUCH_NAME) return { ...base, observed: "nxdomain", detail: `${name} does not exist (NXDOMAIN)` };
    if (code === "ETIMEOUT") return { ...base, observed: "timeout", detail: `no DNS answer for ${name} within 10 s` };
    return { ...base, observed: "unreachable", detail: `the DNS question failed (${code ?? (err as Error).message})` };
  }
  const values = records.map((chunks) => chunks.join(""));
  const expected = txtValue(token);
  const hit = values.find((v) => v === expected);
  if (hit) return { ...base, observed: "matched", detail: `found "${hit}"`, evidence: { value: hit, sha256: sha256(hit) } };
  const ours = values.filter((v) => v.startsWith("svc-verification="));
  if (ours.length)
    return { ...base, observed: "wrong_token", detail: `found ${ours.map((v) => `"${clip(v)}"`).join(", ")}, not this claim's token` };
  return {
    ...base,
    observed: "no_txt",
    detail: values.length ? `${values.length} TXT record(s), none svc-verification=` : `${name} has no TXT record`,
  };
}

async function checkFile(domain: string, token: string): Promise<ControlCheck> {
  const start = fileUrl(domain);
  const base = { method: "https_file" as const, looked_up: start };
  const agent = guardedAgent(witnessNetwork());
  try {
    let url = start;
    for (let hop = 0; ; hop++) {
      const got = await fetchOnce(agent, url, { deadlineMs: CHECK_DEADLINE_MS, cap: FILE_CAP_BYTES, userAgent: USER_AGENT });
      if (got.kind === "failed") {
        const observed = got.reason === "refused_by_guard" ? "refused_by_guard" : got.reason === "timeout" ? "timeout" : "unreachable";
        return { ...base, observed, detail: got.message };
      }
      if (got.status >= 300 && got.status < 400 && got.headers.location) {
        const next = new URL(got.headers.location, url);
        if (next.protocol !== "https:" || next.hostname.toLowerCase() !== domain || hop >= MAX_REDIRECTS) {
          return {
            ...base,
            observed: "redirect_off_domain",
            detail: `HTTP ${got.status} to ${clip(next.toString())}: not followed (a redirect must stay on https://${domain})`,
          };
        }
        url = next.toString();
        continue;
      }
      if (got.status !== 200) return { ...base, observed: "http_status", detail: `HTTP ${got.status}` };
      const body = got.body.toString("utf8").trim();
      if (body === token)
        return {
          ...base,
          observed: "matched",
          detail: "the file holds this claim's token",
          evidence: { value: body, sha256: got.evidence.sha256 },
        };
      return {
        ...base,
        observed: "wrong_token",
        detail: got.tooLarge ? "the file is larger than 4 KiB" : `the file holds "${clip(body)}", not this claim's token`,
      };
    }
  } finally {
    await agent.close().catch(() => {});
  }
}

/** Both checks, side by side, each with its own method's token; the claim holds when either matched. */
export async function checkControl(domain: string, tokens: { dnsToken: string; fileToken: string }): Promise<ControlCheck[]> {
  return Promise.all([checkTxt(domain, tokens.dnsToken), checkFile(domain, tokens.fileToken)]);
}
