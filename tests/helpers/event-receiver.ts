// Local HTTPS receivers for the event channels: one server on loopback with a certificate from a test CA
// for each name, each name given a public-looking virtual address in a world description (the SSRF guard
// judges that address; the world's dial map sends it here). Every request is recorded with its exact
// raw body; how each name answers is set per test.
import https from "node:https";
import net from "node:net";
import tls from "node:tls";
import type { AddressInfo } from "node:net";
import type { WorldDescription } from "@/lib/platform/outbound/witness-network";
import { createTestCa } from "@/lib/witness/world/test-ca";

export interface Received {
  host: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  raw: Buffer;
  at: number;
}

export type Answer = (req: Received, nth: number) => { status: number; body?: string; headers?: Record<string, string> } | "hang";

export interface Receivers {
  port: number;
  world: WorldDescription;
  received: Received[];
  /** How a name answers (default 200 "ok"); `nth` counts that name's requests from 1. */
  answer(host: string, fn: Answer): void;
  of(host: string): Received[];
  url(host: string, path?: string): string;
  /** A name that resolves to the given addresses in the world (a hostile DNS answer). */
  resolve(host: string, addresses: string[]): void;
  close(): Promise<void>;
}

export async function startReceivers(names: string[]): Promise<Receivers> {
  const ca = await createTestCa(new Date());
  const contexts = new Map<string, tls.SecureContext>();
  for (const name of names) {
    const cert = await ca.issue({
      names: [name],
      notBefore: new Date(Date.now() - 86_400_000),
      notAfter: new Date(Date.now() + 30 * 86_400_000),
    });
    contexts.set(name, tls.createSecureContext({ cert: cert.cert, key: cert.key }));
  }
  const received: Received[] = [];
  const answers = new Map<string, Answer>();
  const counts = new Map<string, number>();
  const hanging = new Set<import("node:http").ServerResponse>();
  const server = https.createServer({ SNICallback: (n, cb) => cb(null, contexts.get(n.toLowerCase())) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const host = (req.headers.host ?? "").replace(/:\d+$/, "");
      const r: Received = {
        host,
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers as Record<string, string>,
        raw: Buffer.concat(chunks),
        at: Date.now(),
      };
      received.push(r);
      const nth = (counts.get(host) ?? 0) + 1;
      counts.set(host, nth);
      const fallback: Answer = () => ({ status: 200, body: "ok" });
      const a = (answers.get(host) ?? fallback)(r, nth);
      if (a === "hang") {
        hanging.add(res);
        return;
      }
      res.writeHead(a.status, { "content-type": "text/plain", ...a.headers }).end(a.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const world: WorldDescription = { ca: ca.pem, hosts: {}, dial: {}, txt: {}, caa: {}, dnsTimeouts: [] };
  names.forEach((name, i) => {
    const address = `93.184.${200 + Math.floor(i / 250)}.${(i % 250) + 1}`;
    world.hosts[name] = [address];
    world.dial[`${address}:443`] = `127.0.0.1:${port}`;
  });
  return {
    port,
    world,
    received,
    answer: (host, fn) => void answers.set(host, fn),
    of: (host) => received.filter((r) => r.host === host),
    url: (host, path = "/hook") => `https://${host}${path}`,
    resolve: (host, addresses) => void (world.hosts[host] = addresses),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A plain TCP listener on loopback that counts every connection it is offered (the SSRF target). */
export async function startLoopbackListener(): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
