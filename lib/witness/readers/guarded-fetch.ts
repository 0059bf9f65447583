// One GET as every reader sends it: through the SSRF guard at connect time (a refused name is never
// dialled), within a deadline, the body read up to a cap, and the exact bytes read digested for the
// evidence manifest. A failure is classified into the closed list of not-read reasons.
import { createHash } from "node:crypto";
import { Agent, request } from "undici";
import { clock } from "@/lib/platform/clock";
import { guardedTlsConnector, UnresolvedHostError, type TlsSeen } from "@/lib/platform/outbound/guarded-connect";
import { OutboundRefusedError } from "@/lib/platform/outbound/ssrf-guard";
import type { NotReadReason } from "@/lib/vocabulary/check-outcomes";
import type { EvidenceItem } from "@/lib/witness-record/check-result";
import type { WitnessNetwork } from "@/lib/platform/outbound/witness-network";

export type Fetched =
  | {
      kind: "response";
      url: string;
      status: number;
      headers: Record<string, string>;
      body: Buffer;
      tooLarge: boolean;
      evidence: EvidenceItem;
    }
  | { kind: "failed"; url: string; reason: NotReadReason; message: string };

export interface FetchOnceOptions {
  deadlineMs: number;
  cap: number;
  userAgent: string;
  /** Extra request headers (a connector's Authorization); never recorded in the evidence. */
  headers?: Record<string, string>;
  /** The evidence kind the response is listed as. */
  kind?: EvidenceItem["kind"];
}

/** An undici agent whose every connection passes the SSRF guard and the witness network's resolver. */
export function guardedAgent(net: WitnessNetwork, onTls?: (seen: TlsSeen) => void): Agent {
  return new Agent({
    connect: guardedTlsConnector({ lookup: (h) => net.lookup(h), dial: net.dial?.bind(net), ca: net.ca, onTls }),
    connections: 2,
  });
}

function classify(err: unknown): { reason: NotReadReason; message: string } {
  for (let e = err as (Error & { cause?: unknown; code?: string }) | undefined; e; e = e.cause as typeof e) {
    if (e instanceof OutboundRefusedError) return { reason: "refused_by_guard", message: e.message };
    if (e instanceof UnresolvedHostError) return { reason: "unreachable", message: e.message };
    if (e.name === "TimeoutError" || e.name === "AbortError" || e.code === "UND_ERR_HEADERS_TIMEOUT" || e.code === "UND_ERR_BODY_TIMEOUT")
      return { reason: "timeout", message: "no complete answer within the deadline" };
  }
  const e = err as Error & { code?: string };
  return { reason: "unreachable", message: e.code ? `connection failed (${e.code})` : `connection failed (${e.message})` };
}

export async function fetchOnce(agent: Agent, url: string, opts: FetchOnceOptions): Promise<Fetched> {
  const signal = AbortSignal.timeout(opts.deadlineMs);
  try {
    const res = await request(url, {
      dispatcher: agent,
      signal,
      headers: { "user-agent": opts.userAgent, accept: "*/*", ...opts.headers },
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    for await (const chunk of res.body) {
      const buf = chunk as Buffer;
      if (size + buf.length > opts.cap) {
        chunks.push(buf.subarray(0, opts.cap - size));
        size = opts.cap;
        tooLarge = true;
        res.body.destroy();
        break;
      }
      size += buf.length;
      chunks.push(buf);
    }
    const body = Buffer.concat(chunks);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
    }
    const sha256 = createHash("sha256").update(body).digest("hex");
    return {
      kind: "response",
      url,
      status: res.statusCode,
      headers,
      body,
      tooLarge,
      evidence: {
        source: url,
        kind: opts.kind ?? "https",
        status: res.statusCode,
        headers,
        sha256,
        bytes: body.length,
        observed_at: clock().now().toISOString(),
      },
    };
  } catch (err) {
    return { kind: "failed", url, ...classify(err) };
  }
}
