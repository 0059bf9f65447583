// The JSON API behind the session, end to end: disclosures (generated draft, then the company's
// declaration), compliance status (nothing marked met by the service; the company's marks with evidence
// and per-item timestamps), updates re-classify with their differences, archive and subscription.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { NOTHING } from "@/tests/eu-ai-act/classification-cases";

let app: TestApp;
let owner: Account;
let id: string;
beforeAll(async () => {
  app = await startApp({ EU_RATE_PER_MINUTE: "1000" });
  owner = await confirmedAccount(app, "eu-api", "Api Co");
  const res = await app.web.post(
    "/api/eu/systems",
    { name: "Avatar studio", ...NOTHING, role: "both", interacts_with_people: "yes", deep_fake: "yes" },
    { cookie: owner.cookie },
  );
  expect(res.status, res.text).toBe(201);
  id = res.body.id;
});
afterAll(async () => {
  await app?.stop();
});

const get = (path: string) => app.web.get(path, { cookie: owner.cookie });
const post = (path: string, body?: unknown) => app.web.post(path, body, { cookie: owner.cookie });

describe("disclosures", () => {
  it("drafts one disclosure per Article 50 duty that applies, with its article and placement rule", async () => {
    const res = await get(`/api/eu/systems/${id}/disclosures`);
    expect(res.status).toBe(200);
    expect(
      res.body.disclosures.map((d: { duty: string; article: string; origin: string; applies: boolean }) => [
        d.duty,
        d.article,
        d.origin,
        d.applies,
      ]),
    ).toEqual([
      ["chatbot_notice", "Art. 50(1)", "generated", true],
      ["deep_fake_notice", "Art. 50(4)", "generated", true],
    ]);
    expect(res.body.disclosures[0].text).toBe("You are chatting with Avatar studio, an AI system, not with a person.");
    expect(res.body.disclosures[1].placement).toContain("at the latest when it is first shown");
  });

  it("stores the company's edited text as its declaration (company-declared), and refuses a duty that does not apply", async () => {
    const res = await post(`/api/eu/systems/${id}/disclosures/deep_fake_notice`, {
      text: "This video was made with AI.",
      show_publicly: true,
    });
    expect(res.status, res.text).toBe(200);
    const d = res.body.disclosures.find((x: { duty: string }) => x.duty === "deep_fake_notice");
    expect(d).toMatchObject({ text: "This video was made with AI.", origin: "company-declared", show_publicly: true });
    expect(Date.parse(d.updated_at)).toBeGreaterThan(0);
    const refused = await post(`/api/eu/systems/${id}/disclosures/emotion_recognition_notice`, { text: "x" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("invalid_request");
    expect(refused.body.message).toContain("does not apply");
    const badDuty = await post(`/api/eu/systems/${id}/disclosures/banner`, { text: "x" });
    expect(badDuty.status).toBe(400);
    expect(badDuty.body.message).toContain("duty");
  });
});

describe("compliance status", () => {
  it("lists the obligations with their dates, none marked met by the service", async () => {
    const res = await get(`/api/eu/systems/${id}/status`);
    expect(res.status).toBe(200);
    expect(res.body.met).toBe(0);
    expect(res.body.obligations.map((o: { obligation_id: string; applies_from: string }) => [o.obligation_id, o.applies_from])).toEqual([
      ["art50-1.inform", "2026-08-02"],
      ["art50-4.disclose", "2026-08-02"],
    ]);
    expect(
      res.body.obligations.every(
        (o: { state: string; marked_by_company: boolean; updated_at: unknown }) =>
          o.state === "unmet" && !o.marked_by_company && o.updated_at === null,
      ),
    ).toBe(true);
    expect(res.body.note).toContain("never marks an obligation met");
  });

  it("records the company's mark with evidence links and its own timestamp per item", async () => {
    const res = await post(`/api/eu/systems/${id}/status/art50-4.disclose`, {
      state: "met",
      evidence_links: ["https://example.com/label-policy"],
      note: "Label on every video",
    });
    expect(res.status, res.text).toBe(200);
    const [chatbot, deepFake] = res.body.obligations;
    expect(deepFake).toMatchObject({
      state: "met",
      marked_by_company: true,
      evidence_links: ["https://example.com/label-policy"],
      note: "Label on every video",
    });
    expect(Date.parse(deepFake.updated_at)).toBeGreaterThan(0);
    expect(chatbot).toMatchObject({ state: "unmet", marked_by_company: false, updated_at: null });
    expect([res.body.met, res.body.unmet]).toEqual([1, 1]);
    const notOnList = await post(`/api/eu/systems/${id}/status/hr.risk-management`, { state: "met" });
    expect(notOnList.status).toBe(400);
    expect(notOnList.body.message).toContain("not on this system's status list");
    const badLink = await post(`/api/eu/systems/${id}/status/art50-1.inform`, { state: "met", evidence_links: ["ftp://example.com/x"] });
    expect(badLink.status).toBe(400);
    expect(badLink.body.message).toContain("evidence_links");
  });
});

describe("updates, history, archive", () => {
  it("re-classifies on a change of answers and records the differences in the history", async () => {
    const res = await post(`/api/eu/systems/${id}`, { deep_fake: "no", annex_iii_area: "education" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.classification.tier).toBe("high_risk");
    const history = await get(`/api/eu/systems/${id}/classification`);
    expect(history.body.history).toHaveLength(2);
    expect(history.body.current.differences).toMatchObject({ previous_tier: "transparency", tier_changed: true });
    expect(history.body.current.differences.findings.map((d: { rule_id: string; change: string }) => [d.rule_id, d.change]).sort()).toEqual(
      [
        ["annex-iii-3", "added"],
        ["art50-4", "removed"],
      ],
    );
    const again = await post(`/api/eu/systems/${id}/classification`);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ trigger: "requested", rule_set_version: 1, differences: { tier_changed: false, findings: [] } });
  });

  it("keeps a declaration whose duty no longer applies, marked as such", async () => {
    const res = await get(`/api/eu/systems/${id}/disclosures`);
    expect(res.body.disclosures.find((d: { duty: string }) => d.duty === "deep_fake_notice")).toMatchObject({
      origin: "company-declared",
      applies: false,
    });
  });

  it("archives: no longer listed (unless asked), unsubscribed, still readable", async () => {
    await post(`/api/eu/systems/${id}/subscription`, { subscribed: true });
    const res = await post(`/api/eu/systems/${id}/archive`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subscribed: false });
    expect(Date.parse(res.body.archived_at)).toBeGreaterThan(0);
    expect((await get("/api/eu/systems")).body.count).toBe(0);
    expect((await get("/api/eu/systems?include_archived=1")).body.systems.map((s: { id: string }) => s.id)).toEqual([id]);
    expect((await get(`/api/eu/systems/${id}`)).status).toBe(200);
  });

  it("serves the rule set in force with its digest", async () => {
    const res = await get("/api/eu/rules");
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(1);
    expect(res.body.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.rules.length).toBe(24);
  });
});

describe("public AI profile", () => {
  it("shows a declaration the company chose to show publicly, labelled company-declared, and nothing else", async () => {
    const company = await app.db.company.findFirstOrThrow({
      where: { publication: "published", isNetwork: false, withdrawnAt: null, workspaceId: { not: null } },
      orderBy: { id: "asc" },
    });
    const system = await app.db.euSystem.create({
      data: {
        workspaceId: company.workspaceId!,
        name: "Seeded bot",
        details: {},
        answers: { role: "provider", interacts_with_people: "yes" },
      },
    });
    await app.db.euDisclosure.create({
      data: {
        systemId: system.id,
        workspaceId: company.workspaceId!,
        duty: "chatbot_notice",
        text: "You are talking to an AI.",
        showPublicly: true,
        updatedBy: "test",
      },
    });
    const hidden = await app.db.euSystem.create({
      data: { workspaceId: company.workspaceId!, name: "Private bot", details: {}, answers: {} },
    });
    await app.db.euDisclosure.create({
      data: {
        systemId: hidden.id,
        workspaceId: company.workspaceId!,
        duty: "chatbot_notice",
        text: "Not for the public.",
        showPublicly: false,
        updatedBy: "test",
      },
    });
    const res = await app.api.get(`/public/trust/${company.id}`);
    expect(res.status, res.text).toBe(200);
    const lines = res.body.aiProfile.highlights.filter((h: string) => h.includes("company-declared"));
    expect(lines).toEqual(["Seeded bot: Chatbot notice (Art. 50(1)), company-declared: You are talking to an AI."]);
  });
});
