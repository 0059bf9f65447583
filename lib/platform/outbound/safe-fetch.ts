// fetch, through the SSRF guard, with the connection pinned to the checked address, a time limit, no
// redirects followed (a redirect could lead anywhere) and a bounded response body.
import { Agent, fetch, type RequestInit } from "undici";
import { checkOutboundUrl, OutboundRefusedError, type GuardOptions } from "@/lib/platform/outbound/ssrf-guard";

export interface SafeFetchOptions extends GuardOptions {
  timeoutMs?: number;
  maxResponseBytes?: number;
}

export interface SafeResponse {
  status: number;
  headers: Headers;
  text: string;
}

export async function safeFetch(url: string, init: RequestInit = {}, opts: SafeFetchOptions = {}): Promise<SafeResponse> {
  const target = await checkOutboundUrl(url, opts);
  const dispatcher = target.address
    ? new Agent({
        connect: {
          lookup: (_host, options, cb) =>
            (options as { all?: boolean }).all
              ? cb(null, [{ address: target.address!, family: target.family! }] as never)
              : cb(null, target.address!, target.family!),
        },
      })
    : undefined;
  try {
    const res = await fetch(target.url, { ...init, redirect: "manual", dispatcher, signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000) });
    const limit = opts.maxResponseBytes ?? 1024 * 1024;
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (res.body) {
      for await (const chunk of res.body) {
        size += chunk.byteLength;
        if (size > limit) throw new OutboundRefusedError("response too large");
        chunks.push(chunk);
      }
    }
    return { status: res.status, headers: res.headers as unknown as Headers, text: Buffer.concat(chunks).toString("utf8") };
  } finally {
    await dispatcher?.close();
  }
}
