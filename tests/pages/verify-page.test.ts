// The /verify page as a person without JavaScript uses it: the form is plain HTML, and posting a token,
// a verification bundle or a decoded token answers the one verifier's outcome word with its meaning,
// exactly what `svc verify` answers for the same input; a tampered token and text that is nothing are
// named for what they are, never a 500.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { integrateAll } from "@/lib/statement-log/integrate";
import { decodeToken } from "@/lib/statement-log/token-codec";
import { VERIFY_OUTCOME_MEANINGS } from "@/lib/vocabulary/verify-outcomes";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { jsonOf, runSvc } from "@/tests/helpers/svc";
import { submitVerifyForm, verifyFormFields } from "@/tests/helpers/verify-page";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 300_000 });

let app: TestApp;
let fields: [string, string][];
let token: string;
let bundle: unknown;

beforeAll(async () => {
  app = await startApp({ LOG_INTEGRATE_MS: "0" });
  await integrateAll(app.db);
  fields = await verifyFormFields(app);
  token = (await app.api.get("/public/trust/lumen-analytics/token")).body.token;
  bundle = (await app.api.get("/public/trust/lumen-analytics/bundle")).body;
});
afterAll(async () => {
  await app?.stop();
});

describe("/verify", () => {
  it("is a form that needs no script: a textarea named input, posted to the page itself", async () => {
    const page = await app.web.get("/verify");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<form[^>]*method="POST"/i);
    expect(page.text).toContain('name="input"');
    expect(fields.some(([name]) => name.startsWith("$ACTION"))).toBe(true);
    for (const meaning of Object.values(VERIFY_OUTCOME_MEANINGS)) expect(page.text).toContain(meaning.replace(/'/g, "&#x27;"));
  });

  it("answers valid for a live token, a bundle and a decoded token, as svc verify does", async () => {
    const env = { SVC_BASE_URL: app.baseUrl, SVC_API_URL: app.apiUrl };
    const cli = await jsonOf(await runSvc(["verify", "--token", token, "--json"], { env }), "verify");
    expect(cli.outcome).toBe("valid");
    const decoded = decodeToken(token);
    if (!decoded.ok) throw new Error(decoded.reason);
    for (const input of [token, JSON.stringify(bundle), JSON.stringify(decoded.body)]) {
      const answer = await submitVerifyForm(app, fields, input);
      expect(answer.status).toBe(200);
      expect(answer.outcome).toBe(cli.outcome);
      expect(answer.html).toContain(VERIFY_OUTCOME_MEANINGS.valid.replace(/'/g, "&#x27;"));
    }
  });

  it("names a tampered token, a bundle whose statement is not its token's, and text that is nothing", async () => {
    const tampered = `${token.slice(0, 60)}${token[60] === "A" ? "B" : "A"}${token.slice(61)}`;
    const env = { SVC_BASE_URL: app.baseUrl, SVC_API_URL: app.apiUrl };
    const cli = await jsonOf(await runSvc(["verify", "--token", tampered, "--json"], { env }), "verify");
    expect((await submitVerifyForm(app, fields, tampered)).outcome).toBe(cli.outcome);
    expect(cli.outcome).not.toBe("valid");

    const other = bundle as { statement: { payload: string } };
    const swapped = { ...other, statement: { ...other.statement, payload: other.statement.payload.replace("lumen", "lumex") } };
    expect((await submitVerifyForm(app, fields, JSON.stringify(swapped))).outcome).toBe("binding_mismatch");

    expect((await submitVerifyForm(app, fields, "not a token")).outcome).toBe("malformed");
    expect((await submitVerifyForm(app, fields, "{ not json")).outcome).toBe("malformed");
    const empty = await submitVerifyForm(app, fields, "   ");
    expect(empty.status).toBe(200);
    expect(empty.outcome).toBeNull();
    expect(empty.html).toContain("Paste a Trust Ledger Token");
  });
});
