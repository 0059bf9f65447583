// Request bodies cut off mid-way, at concurrency, on every route that reads one (and on the reads an outside
// probe saw fail beside them): no uncaught exception or unhandled rejection in the server's process, and
// every ordinary request sent among them is answered.
// long-running (every body-reading route cut off four ways): the sequencer starts it early (tests/setup/sequencer.ts).
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ROUTES } from "@/lib/contracts";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
const thrown: unknown[] = [];
const onThrown = (err: unknown) => void thrown.push(err);
beforeAll(async () => {
  app = await startApp();
  process.on("uncaughtException", onThrown);
  process.on("unhandledRejection", onThrown);
});
afterAll(async () => {
  process.off("uncaughtException", onThrown);
  process.off("unhandledRejection", onThrown);
  await app?.stop();
});

const READS_SEEN_FAILING = [
  { host: "api", method: "GET", path: "/v1/eu/systems/1/disclosures" },
  { host: "api", method: "PUT", path: "/v1/eu/systems/[]/classification" },
  { host: "api", method: "GET", path: "/v1/marketplace/leads" },
  { host: "api", method: "POST", path: `/${"a".repeat(4_000)}` },
] as const;

const targets = [
  ...ALL_ROUTES.filter((c) => c.method !== "GET").map((c) => ({ host: c.host, method: c.method, path: c.path.replace(/\{[^}]+\}/g, "x") })),
  ...READS_SEEN_FAILING,
];

const BODY = JSON.stringify({ name: "x".repeat(2_000) });

/**
 * Sends the head and part of a declared body (or all of it, when `whole`), then drops the connection: a
 * FIN, or a reset when `reset`.
 */
function abortMidBody(t: (typeof targets)[number], reset: boolean, whole = false): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(app.port, "127.0.0.1");
    socket.on("error", () => {});
    socket.on("close", () => resolve());
    socket.on("connect", () => {
      const host = t.host === "api" ? `api.localhost:${app.port}` : `localhost:${app.port}`;
      const head = [
        `${t.method} ${t.path} HTTP/1.1`,
        `Host: ${host}`,
        "Content-Type: application/json",
        `Content-Length: ${whole ? BODY.length : 60_000}`,
        `Origin: http://localhost:${app.port}`,
        "Sec-Fetch-Site: same-origin",
        "Authorization: DPoP tk_live_aborted",
        "DPoP: a.b.c",
        "",
        "",
      ].join("\r\n");
      socket.write(head + (whole ? BODY : BODY.slice(0, 1_000)));
      setTimeout(() => (reset ? socket.resetAndDestroy() : socket.destroy()), 5 + Math.floor(Math.random() * 20));
    });
  });
}

describe("request bodies cut off mid-way", () => {
  it(
    `${targets.length} routes, cut off or dropped six at a time, ` + `four ways each: nothing uncaught, every other request answered`,
    async () => {
      const jobs = targets.flatMap((t) => [
        () => abortMidBody(t, false),
        () => abortMidBody(t, true),
        () => abortMidBody(t, true, true),
        () => abortMidBody(t, false, true),
      ]);
      const statuses: number[] = [];
      let next = 0;
      const lane = async () => {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          const [, version] = await Promise.all([job(), app.web.get("/api/version")]);
          statuses.push(version.status);
        }
      };
      await Promise.all(Array.from({ length: 6 }, lane));
      // The server is still whole: a write with a complete body on the same routes is answered.
      const after = await app.web.post("/api/auth/sign-in", { email: "nobody@example.com", password: "wrong password" });
      expect(after.status).toBe(401);
      expect(statuses).toEqual(jobs.map(() => 200));
      expect(thrown.map((e) => String(e))).toEqual([]);
    },
    240_000,
  );
});
