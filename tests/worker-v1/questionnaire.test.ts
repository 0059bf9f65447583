// POST /v1/questionnaire/answer over HTTP with a DPoP-bound key of the kestrel workspace: limits, the
// questions_required refusal, and every answer grounded in its true source or routed to a person.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { boundKey, signedCall, workspaceId, type BoundKey } from "@/tests/worker-v1/support";

let app: TestApp;
let key: BoundKey;
beforeAll(async () => {
  app = await startApp();
  key = await boundKey(app, "kestrel");
});
afterAll(async () => {
  await app?.stop();
});

const PATH = "/v1/questionnaire/answer";
const answer = (questions: unknown, headers?: Record<string, string>, query = "") =>
  signedCall(app, key, "POST", PATH + query, { questions }, headers);

const COVERED: [question: string, source: string][] = [
  ["Is customer data encrypted when stored?", "knowledge_base"],
  ["Where is our data hosted?", "knowledge_base"],
  ["Do you have an incident response plan?", "knowledge_base"],
  ["Are penetration tests performed by a third party?", "knowledge_base"],
  ["Do you train AI models on customer data?", "knowledge_base"],
  ["Do you review user access regularly?", "knowledge_base"],
  ["Do you use subprocessors?", "knowledge_base"],
  ["Is security awareness training mandatory for employees?", "knowledge_base"],
  ["How are changes to production controlled?", "knowledge_base"],
  ["How long is customer data retained after termination?", "knowledge_base"],
  ["How long do you keep audit logs?", "witnessed_evidence"],
  ["Do you publish a security.txt file?", "witnessed_evidence"],
  ["Do you enforce MFA for staff?", "crosswalk"],
  ["What TLS versions do you support?", "crosswalk"],
  ["How often do you back up data?", "crosswalk"],
];
const UNCOVERED = [
  "Do you have ISO 42001 certification?",
  "Do you carry cyber insurance?",
  "What is your bug bounty program?",
  // Kestrel has a draft answer for this one: drafts are never used.
  "Do you have SOC 2 Type II?",
  "How many employees do you have?",
  "Do you support SAML SCIM provisioning?",
  "Are your offices badge-controlled?",
  "Do you conduct background checks on employees?",
  "What is your uptime SLA?",
  "Do you have a dedicated customer success manager?",
  "What is your company's annual revenue?",
  "Do you sponsor open source projects?",
  "Is there a mobile app for iOS?",
  "What programming languages does your team use?",
  "Do you offer volume discounts?",
];

describe("grounding", () => {
  it("answers every covered question from its true source and routes every uncovered one", async () => {
    const questions = [...COVERED.map(([q]) => q), ...UNCOVERED];
    const res = await answer(questions);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ count: 30, auto_answered: 15, needs_review: 15, phrased: false });
    expect(res.body.note).toMatch(/never submits/);

    const ws = await workspaceId(app, "kestrel");
    const approved = await app.db.knowledgeEntry.findMany({ where: { workspaceId: ws, status: "approved" } });
    const witnessed = await app.db.fact.findMany({ where: { origin: "witnessed", company: { workspaceId: ws } } });
    for (const [i, [question, source]] of COVERED.entries()) {
      const a = res.body.answers[i];
      expect(a, question).toMatchObject({ question, status: "answered", source });
      expect(["high", "medium", "low"], question).toContain(a.confidence);
      if (source === "witnessed_evidence") {
        // The witnessed fact's own value, dated by the reading that saw it.
        expect(
          witnessed.some((f) => a.answer.includes(f.value)),
          question,
        ).toBe(true);
        expect(a.answer).toMatch(/^Witnessed on the reading of \d{4}-\d{2}-\d{2}/);
      } else {
        // Knowledge base and crosswalk answers are an approved entry's own words, never new text.
        expect(
          approved.map((k) => k.answer),
          question,
        ).toContain(a.answer);
      }
      if (source === "crosswalk") {
        expect(a.confidence).toBe("low");
        expect(a.control).toMatch(/SOC 2 .*ISO\/IEC 27001/);
      }
    }
    for (const [j, question] of UNCOVERED.entries()) {
      const a = res.body.answers[COVERED.length + j];
      expect(a, question).toMatchObject({ question, status: "needs_review", source: "routed", confidence: "none" });
      expect(a.answer).toMatch(/routed to a person/);
      expect(a.groundedAnswer).toBeUndefined();
    }
  });

  it("answers with the workspace's own entries only: another workspace's key gets none of kestrel's answers", async () => {
    const other = await boundKey(app, "ledgerline");
    const res = await signedCall(app, other, "POST", PATH, { questions: ["Is customer data encrypted when stored?"] });
    expect(res.status).toBe(200);
    expect(res.body.answers[0]).toMatchObject({ source: "routed", confidence: "none" });
  });

  it("ignores workspace ids sent in the query, headers or body", async () => {
    const ledgerline = await workspaceId(app, "ledgerline");
    const res = await signedCall(
      app,
      key,
      "POST",
      `${PATH}?workspace=${ledgerline}`,
      { questions: ["Where is our data hosted?"], workspace_id: ledgerline },
      { "x-workspace-id": ledgerline },
    );
    expect(res.status).toBe(200);
    expect(res.body.answers[0].source).toBe("knowledge_base");
  });
});

describe("limits", () => {
  it("reads at most 200 questions", async () => {
    const res = await answer(Array.from({ length: 201 }, (_, i) => `Question number ${i}: do you have a bug bounty?`));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(200);
    expect(res.body.answers).toHaveLength(200);
    expect(res.body.answers[199].question).toMatch(/^Question number 199:/);
  });

  it("truncates a question to 600 characters", async () => {
    const long = "Do you encrypt customer data at rest? " + "x".repeat(700);
    const res = await answer([long]);
    expect(res.status).toBe(200);
    expect(res.body.answers[0].question).toHaveLength(600);
    expect(res.body.answers[0].question).toBe(long.slice(0, 600));
  });

  it("skips blank and non-string items", async () => {
    const res = await answer(["", "   ", 42, null, "Where is our data hosted?"]);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
  });
});

describe("questions_required", () => {
  for (const [name, body] of [
    ["an empty object", {}],
    ["an empty array", { questions: [] }],
    ["a string instead of an array", { questions: "Do you encrypt?" }],
    ["only non-strings", { questions: [1, 2, { q: "x" }] }],
    ["only blanks", { questions: ["", " "] }],
  ] as const) {
    it(`refuses ${name} with 400 questions_required`, async () => {
      const p = await signedCall(app, key, "POST", PATH, body);
      expect(p.status).toBe(400);
      expect(p.body).toMatchObject({ error: "questions_required" });
      expect(p.body.message).toMatch(/questions/);
    });
  }

  it("refuses malformed JSON with 400 bad_json", async () => {
    const { proof, dpopHeaders } = await import("@/tests/auth/support");
    const p = await proof(app, key.client, "POST", PATH, key.token);
    const res = await app.api.request("POST", PATH, {
      headers: { ...dpopHeaders(key.token, p), "content-type": "application/json" },
      rawBody: "{not json",
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("bad_json");
  });
});

describe("credentials", () => {
  it("refuses a call without a credential (401 unauthorized) and a bound key sent as bearer (401 dpop_required)", async () => {
    const none = await app.api.post(PATH, { questions: ["Where is our data hosted?"] });
    expect(none.status).toBe(401);
    expect(none.body.error).toBe("unauthorized");
    const bearer = await app.api.post(PATH, { questions: ["Where is our data hosted?"] }, { authorization: `Bearer ${key.token}` });
    expect(bearer.status).toBe(401);
    expect(bearer.body.error).toBe("dpop_required");
    expect(bearer.headers.get("www-authenticate")).toMatch(/^DPoP /);
  });

  it("replays an answer for a repeated Idempotency-Key and refuses the key with other questions (422)", async () => {
    const idem = { "idempotency-key": `qa-${Date.now()}-replay` };
    const first = await answer(["Where is our data hosted?"], idem);
    const again = await answer(["Where is our data hosted?"], idem);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const other = await answer(["Do you carry cyber insurance?"], idem);
    expect(other.status).toBe(422);
    expect(other.body.error).toBe("idempotency_key_reused");
  });
});

describe("phrasing without a model binding", () => {
  it("ignores phrase=1 and says phrasing did not run", async () => {
    const res = await answer(["Where is our data hosted?", "Do you carry cyber insurance?"], {}, "?phrase=1");
    expect(res.status).toBe(200);
    expect(res.body.phrased).toBe(false);
    for (const a of res.body.answers) {
      expect(a.groundedAnswer).toBeUndefined();
      expect(a.phrased).toBeUndefined();
    }
  });

  it("refuses an unknown phrase value with 400 bad_request naming it", async () => {
    const res = await answer(["Where is our data hosted?"], {}, "?phrase=maybe");
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("bad_request");
    expect(res.body.message).toMatch(/phrase/);
  });
});
