// phrase=1 with a model binding: a stub OpenAI-compatible endpoint on loopback (configured by the operator,
// so the SSRF guard trusts its origin). Only grounded answers are sent; each rewritten one keeps its source
// and carries the grounded wording in groundedAnswer.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { boundKey, signedCall, type BoundKey } from "@/tests/worker-v1/support";

let app: TestApp;
let key: BoundKey;
let stub: http.Server;
const received: { question: string; answer: string }[][] = [];

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const request = JSON.parse(body);
      const items = JSON.parse(request.messages.at(-1).content) as { question: string; answer: string }[];
      received.push(items);
      const content = JSON.stringify({ answers: items.map((i) => `In short: ${i.answer}`) });
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", () => resolve()));
  const { port } = stub.address() as AddressInfo;
  app = await startApp({ MODEL_BASE_URL: `http://127.0.0.1:${port}/v1`, MODEL_NAME: "stub-model" });
  key = await boundKey(app, "kestrel");
});
afterAll(async () => {
  await app?.stop();
  await new Promise<void>((resolve) => stub?.close(() => resolve()));
});

describe("phrasing through a model binding", () => {
  it("rewrites only grounded answers and keeps the original in groundedAnswer", async () => {
    const questions = ["Where is our data hosted?", "Do you carry cyber insurance?", "How long do you keep audit logs?"];
    const res = await signedCall(app, key, "POST", "/v1/questionnaire/answer?phrase=1", { questions });
    expect(res.status, res.text).toBe(200);
    expect(res.body.phrased).toBe(true);
    const [hosted, insurance, logs] = res.body.answers;
    for (const a of [hosted, logs]) {
      expect(a.phrased).toBe(true);
      expect(a.answer).toBe(`In short: ${a.groundedAnswer}`);
      expect(a.status).toBe("answered");
    }
    expect(hosted.source).toBe("knowledge_base");
    expect(logs.source).toBe("witnessed_evidence");
    expect(insurance).toMatchObject({ source: "routed", status: "needs_review", confidence: "none" });
    expect(insurance.groundedAnswer).toBeUndefined();
    expect(insurance.phrased).toBeUndefined();
    // The routed question never reached the model.
    const sent = received.at(-1)!;
    expect(sent.map((s) => s.question)).toEqual(["Where is our data hosted?", "How long do you keep audit logs?"]);
  });

  it("does not call the model without phrase, nor for a questionnaire that is all routed", async () => {
    const before = received.length;
    const plain = await signedCall(app, key, "POST", "/v1/questionnaire/answer", { questions: ["Where is our data hosted?"] });
    expect(plain.body.phrased).toBe(false);
    expect(plain.body.answers[0].groundedAnswer).toBeUndefined();
    const routed = await signedCall(app, key, "POST", "/v1/questionnaire/answer?phrase=yes", {
      questions: ["Do you carry cyber insurance?"],
    });
    expect(routed.body.phrased).toBe(false);
    expect(received.length).toBe(before);
  });
});
