// Every route with its contract's `auth` and `rateLimit`, compared with both OpenAPI documents (security
// requirements and the `x-rate-limit` extension), and with what route() runs: a route that names a
// credential refuses a request without one before reading anything else of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ROUTES } from "@/lib/contracts";
import type { RouteContract } from "@/lib/http/contract";
import { POLICIES } from "@/lib/platform/ratelimit/policies";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { hostDocuments, type HostDocuments } from "@/tests/helpers/host-documents";

// Written out here, not imported: the documents must say this, whatever the generator does.
const SCHEMES: Record<string, string[][]> = {
  session: [["session"]],
  "workspace-key": [["dpop"]],
  "scoped-token": [["dpop"]],
  "ingest-key": [["bearer"]],
  oauth: [["dpop"], ["bearer"]],
  "workspace-credential": [["dpop"]],
  "ingest-or-workspace-credential": [["dpop"], ["bearer"]],
};

function expectedSecurity(c: RouteContract): Record<string, string[]>[] {
  const kinds = c.auth === undefined ? [] : typeof c.auth === "string" ? [c.auth] : [...c.auth];
  const alts = kinds.filter((k) => k !== "none").flatMap((k) => SCHEMES[k]);
  const unique = [...new Set(alts.map((a) => a.join("+")))];
  return unique.map((a) => Object.fromEntries(a.split("+").map((s) => [s, []])));
}

function expectedLimit(c: RouteContract) {
  if (!c.rateLimit) return undefined;
  const names = typeof c.rateLimit.policy === "string" ? [c.rateLimit.policy] : [...c.rateLimit.policy];
  return {
    key: c.rateLimit.key,
    policies: names.map((n) =>
      n === "euAiAct"
        ? {
            name: "eu-ai-act",
            windows: [
              { limit: 60, seconds: 60 },
              { limit: 1000, seconds: 3600 },
            ],
            retry_after: true,
          }
        : { name: POLICIES[n].name, windows: POLICIES[n].windows.map((w) => ({ ...w })), retry_after: POLICIES[n].sendRetryAfter },
    ),
  };
}

let app: TestApp;
let docs: HostDocuments;
beforeAll(async () => {
  app = await startApp();
  docs = await hostDocuments(app);
});
afterAll(async () => {
  await app?.stop();
});

const listed = ALL_ROUTES.map((c) => ({
  route: `${c.host} ${c.method} ${c.path}`,
  auth: c.auth ?? "none",
  rateLimit: c.rateLimit ?? null,
  contract: c,
}));

describe("auth and rateLimit of every route", () => {
  it("lists the credentials and limits of the routes that have them", () => {
    const limited = Object.fromEntries(listed.filter((r) => r.rateLimit).map((r) => [r.route, r.rateLimit]));
    expect(limited).toEqual({
      "web GET /api/network/profile": { policy: "profile", key: "network" },
      "web GET /api/network/profile/history": { policy: "history", key: "network" },
      "web GET /api/compare": { policy: "compare", key: "address" },
      "web POST /api/auth/sign-in": { policy: "signIn", key: "account" },
      "web POST /api/workspace/companies": { policy: "connectors", key: "network" },
      "web POST /api/workspace/companies/{slug}/verification": { policy: "connectors", key: "network" },
      "web POST /api/workspace/connectors": { policy: "connectors", key: "network" },
      "web POST /api/workspace/connectors/{id}/disconnect": { policy: "connectors", key: "network" },
      ...Object.fromEntries(
        listed
          .filter((r) => r.contract.host === "api" && r.contract.path.startsWith("/v1/eu/"))
          .map((r) => [r.route, { policy: "euAiAct", key: "key" }]),
      ),
    });
    const apiV1 = listed.filter((r) => r.contract.host === "api" && r.contract.path.startsWith("/v1/"));
    expect(apiV1.length).toBeGreaterThan(5);
    for (const r of apiV1) expect([r.route, r.auth]).not.toEqual([r.route, "none"]);
  });

  it("documents each route's security requirements and limits in its host's OpenAPI document", () => {
    const wrong: string[] = [];
    for (const { route, contract } of listed) {
      const op = docs[contract.host].paths?.[contract.path]?.[contract.method.toLowerCase()];
      if (!op) {
        wrong.push(`${route}: not documented`);
        continue;
      }
      const security = op.security ?? [];
      if (JSON.stringify(security) !== JSON.stringify(expectedSecurity(contract)))
        wrong.push(`${route}: security ${JSON.stringify(security)}`);
      if (JSON.stringify(op["x-rate-limit"]) !== JSON.stringify(expectedLimit(contract)))
        wrong.push(`${route}: x-rate-limit ${JSON.stringify(op["x-rate-limit"])}`);
    }
    expect(wrong).toEqual([]);
  });

  it("defines every security scheme an operation names, in the document that names it", () => {
    for (const host of ["web", "api"] as const) {
      const used = new Set<string>();
      for (const item of Object.values<any>(docs[host].paths))
        for (const op of Object.values<any>(item)) for (const req of op.security ?? []) for (const s of Object.keys(req)) used.add(s);
      expect(Object.keys(docs[host].components?.securitySchemes ?? {}).sort()).toEqual([...used].sort());
    }
    expect(docs.api.components.securitySchemes.dpop).toMatchObject({ type: "http", scheme: "DPoP" });
    expect(docs.web.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie" });
  });

  it("refuses a request without the credential its contract names, before reading its input", async () => {
    const CHECKED_BY_ROUTE = new Set([
      "session",
      "workspace-key",
      "scoped-token",
      "ingest-key",
      "workspace-credential",
      "ingest-or-workspace-credential",
    ]);
    const guarded = listed.filter(({ contract: c }) => c.kind !== "page" && [c.auth ?? "none"].flat().some((k) => CHECKED_BY_ROUTE.has(k)));
    const answers: string[] = [];
    for (const { route, contract } of guarded) {
      const client = contract.host === "api" ? app.api : app.web;
      const path = contract.path.replace(/\{[^}]+\}/g, "x");
      // A body the schema would refuse: a 401 shows the credential was checked first.
      const res = await client.request(
        contract.method,
        path,
        contract.method === "GET" ? {} : { rawBody: "{not json", headers: { "content-type": "application/json" } },
      );
      answers.push(`${route} ${res.status} ${res.body?.error ?? res.body?.code}`);
    }
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((a) => !/ 401 unauthorized$/.test(a))).toEqual([]);
  });
});
