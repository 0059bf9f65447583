// The running service's operator endpoint (issue 33): `npm run witness` asks the service to take the reading.
// On the embedded database no other process may open it; on PostgreSQL the reading is then the service's own
// (its world, its log line, its page cache). Bound to 127.0.0.1 on a
// port the system picks, announced with a random token in DATA_DIR/operator.json (mode 0600, removed on
// stop); a request must carry that token (compared in constant time). Not part of either public host.
import http from "node:http";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import { NoSuchCompanyError, witnessNow } from "@/lib/witness/operator/witness-now";

const FILE = "operator.json";
const MAX_BODY = 4096;

export interface OperatorAddress {
  port: number;
  token: string;
  pid: number;
}

export function operatorFile(): string {
  return path.resolve(env().DATA_DIR, FILE);
}

/** The running service's endpoint, if one announced itself in DATA_DIR. */
export function readOperatorAddress(): OperatorAddress | null {
  try {
    const parsed = JSON.parse(readFileSync(operatorFile(), "utf8")) as OperatorAddress;
    return typeof parsed.port === "number" && typeof parsed.token === "string" ? parsed : null;
  } catch {
    return null;
  }
}

const digest = (s: string) => createHash("sha256").update(s).digest();

export async function startOperatorEndpoint(db: Db): Promise<{ close(): Promise<void> }> {
  const token = randomBytes(32).toString("base64url");
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const auth = req.headers.authorization ?? "";
    if (!timingSafeEqual(digest(auth), digest(`Bearer ${token}`))) return answer(401, { error: "unauthorized" });
    if (req.method !== "POST" || req.url !== "/witness") return answer(404, { error: "not_found" });
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      raw += chunk;
      if (raw.length > MAX_BODY) req.destroy();
    });
    req.on("end", () => {
      let slug: unknown;
      try {
        slug = (JSON.parse(raw) as { company?: unknown }).company;
      } catch {
        slug = undefined;
      }
      if (typeof slug !== "string" || !slug) return answer(400, { error: "invalid_request", message: "company: a slug is required" });
      witnessNow(db, slug).then(
        (result) => answer(200, result),
        (err: unknown) => {
          const message = err instanceof Error ? err.message : String(err);
          if (err instanceof NoSuchCompanyError) return answer(404, { error: err.code, message });
          log("error", "operator reading failed", { company: slug, error: message });
          answer(500, { error: "reading_failed", message });
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address: OperatorAddress = { port: (server.address() as AddressInfo).port, token, pid: process.pid };
  // On PostgreSQL nothing else may have made DATA_DIR. The endpoint is a convenience for `npm run witness`:
  // a directory it cannot write leaves the service running without it (the task then opens the database).
  try {
    mkdirSync(path.dirname(operatorFile()), { recursive: true });
    writeFileSync(operatorFile(), JSON.stringify(address), { mode: 0o600 });
  } catch (err) {
    log("warn", "operator endpoint not announced", { error: err instanceof Error ? err.message : String(err) });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return { close: async () => {} };
  }
  return {
    async close() {
      // Another instance on the same DATA_DIR may have announced itself since: its file stays.
      if (readOperatorAddress()?.token === token) rmSync(operatorFile(), { force: true });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
