// One delivery attempt: an HTTPS POST through the one SSRF guard. The name is resolved and every answer
// checked at the moment of sending (a name that now resolves inside the network, or a rebinding
// resolver, is refused), the socket goes to the checked address, the certificate must be valid for the
// name, a redirect is never followed, and the whole attempt has a deadline. Outside production the
// local world (WITNESS_WORLD_FILE or an installed world) stands in for DNS, as it does for the readers.
import { Agent, fetch } from "undici";
import { clock } from "@/lib/platform/clock";
import { guardedTlsConnector, UnresolvedHostError, UntrustedCertificateError } from "@/lib/platform/outbound/guarded-connect";
import { checkOutboundUrl, OutboundRefusedError } from "@/lib/platform/outbound/ssrf-guard";
import { witnessNetwork } from "@/lib/platform/outbound/witness-network";
import { processSlot } from "@/lib/platform/process-state";

export interface AttemptResult {
  status: number | null;
  latencyMs: number;
  /** null on a 2xx; otherwise what went wrong: status, redirect, timeout, refused, unresolved, tls, connect. */
  errorClass: string | null;
  /** The first 4 KiB of the answer (a challenge echo is read from it). */
  body: string;
}

const MAX_ANSWER_BYTES = 4096;

function classify(err: unknown, timedOut: boolean): string {
  if (timedOut) return "timeout";
  const cause = (err as { cause?: unknown })?.cause ?? err;
  if (cause instanceof OutboundRefusedError || err instanceof OutboundRefusedError) return "refused";
  if (cause instanceof UnresolvedHostError) return "unresolved";
  if (cause instanceof UntrustedCertificateError) return "tls";
  return "connect";
}

/** Checks a URL at registration: public HTTPS, resolving only to public addresses. Throws OutboundRefusedError. */
export async function checkDeliveryUrl(url: string): Promise<URL> {
  const net = witnessNetwork();
  const target = await checkOutboundUrl(url, { resolveHost: (h) => net.lookup(h) });
  return target.url;
}

// One connection pool for every delivery of this process. Each new connection is resolved, guarded and
// pinned by the connector (with the network in force at that moment); a kept-alive connection goes to an
// address already checked, and every attempt re-checks the name first (checkDeliveryUrl) in any case.
const heldPool = processSlot<Agent>("events-pool");

function pool(): Agent {
  heldPool.value ??= new Agent({
    connect: (options, callback) => {
      const net = witnessNetwork();
      guardedTlsConnector({ lookup: (h) => net.lookup(h), dial: net.dial?.bind(net), ca: net.ca, verifyCertificate: true })(
        options,
        callback,
      );
    },
    // Well under a receiver's usual keep-alive (5 s), so an idle socket is never reused as the peer closes it.
    keepAliveTimeout: 1_000,
    keepAliveMaxTimeout: 1_000,
  });
  return heldPool.value;
}

/** Closes the delivery connections and forgets the pool (the test harness, between apps in one process). */
export async function closeEventPool(): Promise<void> {
  const agent = heldPool.value;
  heldPool.value = undefined;
  await agent?.destroy();
}

export async function postEvent(
  url: string,
  body: string,
  headers: Record<string, string>,
  deadlineMs: number,
  method = "POST",
): Promise<AttemptResult> {
  const started = clock().nowMs();
  const signal = AbortSignal.timeout(Math.max(1, deadlineMs));
  const dispatcher = pool();
  const done = (r: Omit<AttemptResult, "latencyMs">): AttemptResult => ({ ...r, latencyMs: Math.max(0, clock().nowMs() - started) });
  try {
    await checkDeliveryUrl(url);
    const res = await fetch(url, {
      method,
      body: method === "POST" ? body : undefined,
      headers:
        method === "POST"
          ? { "content-type": "application/json", "user-agent": "svc-events/1", ...headers }
          : { "user-agent": "svc-events/1", ...headers },
      redirect: "manual",
      dispatcher,
      signal,
    });
    let text = "";
    if (res.body) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        chunks.push(Buffer.from(chunk));
        size += chunk.byteLength;
        if (size >= MAX_ANSWER_BYTES) break;
      }
      text = Buffer.concat(chunks).toString("utf8").slice(0, MAX_ANSWER_BYTES);
    }
    const ok = res.status >= 200 && res.status < 300;
    return done({ status: res.status, errorClass: ok ? null : res.status >= 300 && res.status < 400 ? "redirect" : "status", body: text });
  } catch (err) {
    return done({ status: null, errorClass: classify(err, signal.aborted), body: "" });
  }
}
