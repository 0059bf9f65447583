// Tells a failure of the store (the database unreachable, stalled, cancelled or out of connections) from a
// bug. A store failure is the service's own trouble, never bad input and never a finding about anyone:
// it is answered 503 with a reason code and Retry-After, not 500.

export type StoreFailure = "record_unavailable" | "capacity_saturated";

// SQLSTATE classes and codes of a database that cannot serve right now: connection exceptions (08),
// insufficient resources (53), operator intervention (57: query_canceled by statement_timeout, shutdown),
// lock_not_available (55P03).
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57...|55P03)$/;
const UNAVAILABLE_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
// Prisma's own codes for the same: can't reach (P1001), timed out (P1002, P1008), closed (P1017), pool timeout (P2024).
const UNAVAILABLE_PRISMA = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
// Driver adapter error kinds (Prisma 7) that mean the database, not the query, failed.
const UNAVAILABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "TooManyConnections",
  "SocketTimeout",
  "TlsConnectionError",
  "DatabaseDoesNotExist",
  "TransactionAlreadyClosed",
]);
const MESSAGES = new RegExp(
  [
    "Connection terminated",
    "Query read timeout",
    "Can't reach database",
    "connection (refused|closed|ended)",
    "Client has encountered a connection error",
    "server closed the connection",
    "terminating connection",
  ].join("|"),
  "i",
);
const POOL_EXHAUSTED = /timeout exceeded when trying to connect|TooManyConnections|P2024/i;

function chain(err: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0 && out.length < 12) {
    const e = queue.shift();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const o = e as Record<string, unknown>;
    out.push(o);
    queue.push(o.cause, (o.meta as Record<string, unknown> | undefined)?.driverAdapterError);
  }
  return out;
}

/** The reason code when `err` is a failure of the store, or null when it is something else (a bug). */
export function storeFailure(err: unknown): StoreFailure | null {
  let failed = false;
  let exhausted = false;
  for (const e of chain(err)) {
    const code = typeof e.code === "string" ? e.code : "";
    const kind = typeof e.kind === "string" ? e.kind : "";
    const name = typeof e.name === "string" ? e.name : "";
    const message = typeof e.message === "string" ? e.message : "";
    if (POOL_EXHAUSTED.test(message) || kind === "TooManyConnections" || code === "P2024" || code === "53300") exhausted = true;
    if (
      UNAVAILABLE_SQLSTATE.test(code) ||
      UNAVAILABLE_ERRNO.has(code) ||
      UNAVAILABLE_PRISMA.has(code) ||
      UNAVAILABLE_KINDS.has(kind) ||
      name === "PrismaClientInitializationError" ||
      MESSAGES.test(message) ||
      POOL_EXHAUSTED.test(message)
    ) {
      failed = true;
    }
  }
  if (exhausted) return "capacity_saturated";
  return failed ? "record_unavailable" : null;
}
