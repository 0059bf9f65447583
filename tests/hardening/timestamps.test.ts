// Every timestamp the web host emits in JSON is an RFC 3339 string in UTC with `Z`: the test reads every
// GET route of the web host's contracts (signed in where the route needs a session) and the answers of
// the signed-in writes that mint something, walks each JSON body, and refuses a time field that is a
// number (epoch seconds or milliseconds) or a string in another form. A date alone (`2027-03-01`) is a
// date, not a timestamp, and is allowed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ROUTES } from "@/lib/contracts";
import { clientKey, confirmedAccount, type Account } from "@/tests/auth/support";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { REQUIRED_QUERY, exampleFor } from "@/tests/helpers/fixture-urls";

let app: TestApp;
let account: Account;
beforeAll(async () => {
  app = await startApp();
  account = await confirmedAccount(app, "timestamps");
});
afterAll(async () => {
  await app?.stop();
});

const RFC3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_KEY = /(^|_)(at|since|until|time|timestamp|date|expires|created|updated)$|[a-z](At|Since|Until|Time|Date)$/;
// A count of days or seconds since something (`days_since_profile_updated`, `expires_in`) is not a time.
const DURATION_KEY = /^(days|hours|minutes|seconds)_|_(in|days|hours|minutes|seconds|ms)$/;
// An integer this size is a time in epoch milliseconds (2001 to 2286) wherever it appears.
const EPOCH_MS = (n: number) => Number.isInteger(n) && n >= 1e12 && n < 1e13;

function offences(value: unknown, path: string, out: string[]): void {
  if (Array.isArray(value)) return value.forEach((v, i) => offences(v, `${path}[${i}]`, out));
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const here = `${path}.${k}`;
      if (typeof v === "number" && ((TIME_KEY.test(k) && !DURATION_KEY.test(k)) || EPOCH_MS(v))) out.push(`${here} = ${v} (a number)`);
      else if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}[T ]/.test(v) && !RFC3339_UTC.test(v)) out.push(`${here} = ${v}`);
      else if (typeof v === "string" && TIME_KEY.test(k) && /^\d/.test(v) && !RFC3339_UTC.test(v) && !DATE_ONLY.test(v))
        out.push(`${here} = ${v}`);
      else offences(v, here, out);
    }
  }
}

function readablePath(path: string): string | null {
  if (/\{(id|tile|level|index|width)\}/.test(path)) return null;
  const url = exampleFor(path);
  return REQUIRED_QUERY[path] ? `${url}?${REQUIRED_QUERY[path]}` : url;
}

describe("timestamps on the web host", () => {
  it("every JSON answer of a web-host GET route writes its times as RFC 3339 UTC strings", async () => {
    const offending: string[] = [];
    let walked = 0;
    for (const c of ALL_ROUTES.filter((r) => r.host === "web" && r.method === "GET")) {
      const url = readablePath(c.path);
      // The change stream is an event stream; its events are the JSON of /api/network/changes.
      if (!url || /\/stream$/.test(url)) continue;
      const res = await app.web.get(url, { cookie: account.cookie, accept: "application/json" });
      if (!/json/.test(res.headers.get("content-type") ?? "") || res.body === undefined) continue;
      walked++;
      offences(res.body, `GET ${url}`, offending);
    }
    expect(walked).toBeGreaterThan(20);
    expect(offending).toEqual([]);
  });

  it("the answers of writes do too (the batch read, an API key, a scoped token)", async () => {
    const client = await clientKey();
    const key = await app.web.post("/api/workspace/keys", { name: "times" }, { cookie: account.cookie });
    expect(key.status).toBe(201);
    const token = await app.web.post(
      "/api/workspace/tokens",
      { operation: "workspace.read", dpop_jkt: client.jkt },
      { cookie: account.cookie },
    );
    expect(token.status, token.text).toBe(201);
    expect(token.body.expires_at).toMatch(RFC3339_UTC);
    const batch = await app.web.post("/api/network/batch", {
      targets: ["lumen-analytics", "kestrel-security", "harbor-labs", "nobody.invalid"],
    });
    expect(batch.status, batch.text.slice(0, 200)).toBe(200);
    const offending: string[] = [];
    offences(batch.body, "POST /api/network/batch", offending);
    offences(key.body, "POST /api/workspace/keys", offending);
    offences(token.body, "POST /api/workspace/tokens", offending);
    expect(offending).toEqual([]);
  });
});
