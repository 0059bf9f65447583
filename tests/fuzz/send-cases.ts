// Sends fuzz cases to a running app and collects what breaks the service's promises for bad input:
// any 5xx, a 4xx without X-Request-Id, or a JSON 4xx whose body carries no code of the error registry.
import { ERROR_CODES } from "@/lib/http/error-registry";
import type { TestApp } from "@/tests/helpers/app";
import type { FuzzCase } from "@/tests/fuzz/openapi-fuzz";

export interface FuzzFailure {
  label: string;
  status: number;
  why: string;
  excerpt: string;
}

export interface FuzzReport {
  sent: number;
  byStatus: Record<number, number>;
  failures: FuzzFailure[];
}

const CODES = new Set<string>(ERROR_CODES);

function registryCode(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: unknown; code?: unknown; provenance?: unknown };
    // A JSON-RPC endpoint (MCP, A2A) answers a JSON-RPC error; its `data.error` carries the registry code.
    const rpc = (body.error as { data?: { error?: unknown } } | undefined)?.data?.error;
    if (typeof rpc === "string" && CODES.has(rpc)) return rpc;
    // The worker contract's UnpublishedProfile 404 (spec 2.3) is a documented body of its own, not an error.
    if (body.provenance === "honest_absence" || body.provenance === "withheld_by_owner") return "UnpublishedProfile";
    const code = typeof body.code === "string" ? body.code : typeof body.error === "string" ? body.error : null;
    return code && CODES.has(code) ? code : null;
  } catch {
    return null;
  }
}

async function sendOne(app: TestApp, c: FuzzCase): Promise<{ status: number; headers: Headers; text: string }> {
  const client = c.op.host === "web" ? app.web : app.api;
  const res = await client.stream(c.target, {
    method: c.method,
    headers: c.headers,
    body: c.body,
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  });
  // A stream that opened is a success answer: read no further than its headers.
  const streaming = /text\/event-stream/.test(res.headers.get("content-type") ?? "");
  const text = streaming ? "" : await res.text();
  if (streaming) await res.body?.cancel();
  return { status: res.status, headers: res.headers as unknown as Headers, text };
}

function judge(c: FuzzCase, status: number, headers: Headers, text: string): string | null {
  if (status >= 500) return "5xx for bad input";
  if (status < 400) return null;
  if (!/^[A-Za-z0-9+/=-]{20,200}$/.test(headers.get("x-request-id") ?? "")) return "4xx without a usable X-Request-Id";
  const json = /json/.test(headers.get("content-type") ?? "");
  // A page or image answers its own 404 in its own form (an HTML page); every JSON answer names a code.
  if (json || c.op.jsonSuccess) {
    if (!registryCode(text)) return "4xx without a registry code";
  }
  return null;
}

export async function sendCases(app: TestApp, cases: FuzzCase[], concurrency = 6): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, byStatus: {}, failures: [] };
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const c = cases[next++];
      let outcome: { status: number; headers: Headers; text: string };
      try {
        outcome = await sendOne(app, c);
      } catch (err) {
        report.failures.push({ label: c.label, status: 0, why: `no answer: ${(err as Error).message}`, excerpt: "" });
        continue;
      }
      report.sent++;
      report.byStatus[outcome.status] = (report.byStatus[outcome.status] ?? 0) + 1;
      const why = judge(c, outcome.status, outcome.headers, outcome.text);
      if (why) report.failures.push({ label: c.label, status: outcome.status, why, excerpt: outcome.text.slice(0, 200) });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}
