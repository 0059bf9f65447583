// The workspace audit log: the events it holds, what it never holds, and its export (oldest first,
// 5,000 rows a file, further files by cursor; CSV and JSON Lines).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { PASSWORD, clientKey, confirmedAccount, createKey, dpopHeaders, proof, signIn, type Account } from "@/tests/auth/support";

let app: TestApp;
let acct: Account;
const secrets: string[] = [];

beforeAll(async () => {
  app = await startApp({ DEV_MAILBOX: "0" });
  acct = await confirmedAccount(app, "audited", "Audited Co");
  secrets.push(decodeURIComponent(acct.cookie.slice("svc_session=".length)), PASSWORD);
  // One of each event, through the public interface.
  await signIn(app, acct.email, "a wrong password");
  const client = await clientKey();
  const bound = await createKey(app, acct, client.jkt, "bound");
  const ingest = await createKey(app, acct, undefined, "ingest");
  secrets.push(bound.key, ingest.key);
  const mint = await app.api.post(
    "/v1/tokens",
    { operation: "workspace.read", dpop_jkt: client.jkt },
    dpopHeaders(bound.key, await proof(app, client, "POST", "/v1/tokens", bound.key)),
  );
  expect(mint.status).toBe(201);
  secrets.push(mint.body.token);
  await app.api.get("/v1/workspace", { authorization: `Bearer ${bound.key}` });
  await app.web.post(`/api/workspace/keys/${ingest.id}/revoke`, undefined, { cookie: acct.cookie });
  const setup = await app.web.post("/api/account/two-factor/setup", undefined, { cookie: acct.cookie });
  secrets.push(setup.body.secret);
  await app.web.post("/api/account/password", { current_password: PASSWORD, new_password: "the second password" }, { cookie: acct.cookie });
  secrets.push("the second password");
});
afterAll(async () => {
  await app?.stop();
});

async function exportAll(format: "csv" | "jsonl", cookie = acct.cookie) {
  const files: {
    text: string;
    count: number;
    cursor: string | null;
    link: string | null;
    type: string | null;
    disposition: string | null;
  }[] = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; text: string; headers: Headers } = await app.web.get(
      `/api/workspace/audit/export?format=${format}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      { cookie },
    );
    expect(res.status, res.text.slice(0, 200)).toBe(200);
    cursor = res.headers.get("audit-next-cursor");
    files.push({
      text: res.text,
      count: Number(res.headers.get("audit-row-count")),
      cursor,
      link: res.headers.get("link"),
      type: res.headers.get("content-type"),
      disposition: res.headers.get("content-disposition"),
    });
    expect(files.length).toBeLessThan(10);
  } while (cursor);
  return files;
}

describe("what the audit log holds", () => {
  it(
    "records sign-ins, failures, keys, credential writes, refused " + "bearer use and password changes, with no token, password or body",
    async () => {
      const [file] = await exportAll("jsonl");
      const rows = file.text
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
      const actions = rows.map((r) => r.action);
      for (const a of [
        "account.signed_up",
        "email.confirmed",
        "session.signed_in",
        "session.sign_in_failed",
        "api_key.created",
        "api_key.revoked",
        "scoped_token.minted",
        "credential.write",
        "credential.refused",
        "password.changed",
      ]) {
        expect(actions, a).toContain(a);
      }
      const write = rows.find((r) => r.action === "credential.write");
      expect(write).toMatchObject({
        method: "POST",
        path: "/v1/tokens",
        status: 201,
        replay: false,
        credential: expect.stringMatching(/^api_key:/),
      });
      const refused = rows.find((r) => r.action === "credential.refused");
      expect(refused).toMatchObject({ method: "GET", path: "/v1/workspace", status: 401, detail: { reason: "bearer", scheme: "Bearer" } });
      for (const s of secrets) expect(file.text).not.toContain(s);
      expect(file.text).not.toMatch(/tk_live_[A-Za-z0-9_-]{20}|st_[A-Za-z0-9_-]{40}|Fe26\.2/);
      expect(file.text).not.toContain("dpop_jkt");
      const all = JSON.stringify(await app.db.auditEvent.findMany({ where: { workspaceId: acct.workspace.id } }), (_k, v) =>
        typeof v === "bigint" ? Number(v) : v,
      );
      for (const s of secrets) expect(all).not.toContain(s);
    },
  );
});

describe("export", () => {
  it("exports 12,001 rows as three files in order (5,000 + 5,000 + 2,001), as CSV and as JSON Lines", async () => {
    const have = await app.db.auditEvent.count({ where: { workspaceId: acct.workspace.id } });
    const filler = 12_001 - have;
    const at = new Date();
    for (let i = 0; i < filler; i += 2000) {
      await app.db.auditEvent.createMany({
        data: Array.from({ length: Math.min(2000, filler - i) }, (_, j) => ({
          workspaceId: acct.workspace.id,
          action: "credential.write",
          actorType: "api_key",
          actorId: "key_filler",
          method: "POST",
          path: "/v1/evidence/webhook",
          status: 201,
          credential: "api_key:key_filler",
          at,
          detail: { n: i + j },
        })),
      });
    }
    expect(await app.db.auditEvent.count({ where: { workspaceId: acct.workspace.id } })).toBe(12_001);

    const csv = await exportAll("csv");
    expect(csv.map((f) => f.count)).toEqual([5000, 5000, 2001]);
    expect(csv[0].type).toContain("text/csv");
    expect(csv[0].disposition).toMatch(/^attachment; filename="audit-audited-co-from-\d+\.csv"$/);
    expect(csv[0].link).toMatch(/^<http:\/\/localhost:\d+\/api\/workspace\/audit\/export\?format=csv&cursor=[^>]+>; rel="next"$/);
    expect(csv[2].cursor).toBeNull();
    expect(csv[2].link).toBeNull();
    const seqs: number[] = [];
    for (const f of csv) {
      const lines = f.text.trimEnd().split("\r\n");
      expect(lines[0]).toBe("seq,at,action,actor_type,actor_id,method,path,status,credential,replay,detail");
      expect(lines).toHaveLength(f.count + 1);
      seqs.push(...lines.slice(1).map((l) => Number(l.split(",")[0])));
    }
    expect(seqs).toHaveLength(12_001);
    for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBeGreaterThan(seqs[i - 1]);
    expect(csv[0].text.split("\r\n")[1]).toContain("account.signed_up");

    const jsonl = await exportAll("jsonl");
    expect(jsonl.map((f) => f.count)).toEqual([5000, 5000, 2001]);
    expect(jsonl[0].type).toContain("application/jsonl");
    const jseqs = jsonl.flatMap((f) =>
      f.text
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l).seq),
    );
    expect(jseqs).toEqual(seqs);
    // 12,001 rows written and read back twice: about 15 s on a quiet machine, over 30 s at load 20 on two cores.
  }, 180_000);

  it("escapes CSV cells and defuses spreadsheet formulas", async () => {
    await app.db.auditEvent.create({
      data: {
        workspaceId: acct.workspace.id,
        action: "credential.write",
        actorType: "api_key",
        path: '=HYPERLINK("x"),evil',
        method: "POST",
        status: 200,
      },
    });
    const files = await exportAll("csv");
    const last = files.at(-1)!.text.trimEnd().split("\r\n").at(-1)!;
    expect(last).toContain(`"'=HYPERLINK(""x""),evil"`);
  });

  it("refuses an unreadable, altered or other workspace's cursor with 400 invalid_cursor, and a bad format with 400", async () => {
    const [first] = await exportAll("jsonl").then((f) => f);
    const cursor = first.cursor!;
    for (const bad of [
      "garbage",
      `${cursor.slice(0, -2)}xx`,
      cursor.replace(/^a1\.([^.]+)/, () => `a1.${Buffer.from(JSON.stringify({ w: acct.workspace.id, s: "1" })).toString("base64url")}`),
    ]) {
      const res = await app.web.get(`/api/workspace/audit/export?cursor=${encodeURIComponent(bad)}`, { cookie: acct.cookie });
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toBe("invalid_cursor");
      expect(res.body.errors[0]).toMatchObject({ in: "query", name: "cursor" });
    }
    const other = await confirmedAccount(app, "other");
    const foreign = await app.web.get(`/api/workspace/audit/export?cursor=${encodeURIComponent(cursor)}`, { cookie: other.cookie });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/another workspace/);
    const format = await app.web.get("/api/workspace/audit/export?format=xlsx", {
      cookie: acct.cookie,
      accept: "application/problem+json",
    });
    expect(format.status).toBe(400);
    expect(format.body).toMatchObject({ code: "invalid_request", errors: [{ in: "query", name: "format" }] });
    expect((await app.web.get("/api/workspace/audit/export")).status).toBe(401);
    // The other workspace's own export holds only its own rows.
    const mine = await exportAll("jsonl", other.cookie);
    expect(mine).toHaveLength(1);
    expect(mine[0].text).not.toContain(acct.workspace.id);
  });
});

describe("the development mailbox", () => {
  it("is not served when switched off with DEV_MAILBOX=0 (production's default)", async () => {
    expect((await app.web.get("/dev/mailbox")).status).toBe(404);
  });
});
