// The workspace AI systems pages without JavaScript: HTML forms post to /api/eu/... (forwarded to the API
// host) and come back with a 303 to the page, which shows the findings with citations, the disclosures,
// the status checklist and the change history.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { confirmedAccount, type Account } from "@/tests/auth/support";

const HOUR_LIMIT = 30;
let app: TestApp;
let owner: Account;
beforeAll(async () => {
  // The hour window is set below the minute window here so that the hour's refusal can be seen.
  app = await startApp({ EU_RATE_PER_MINUTE: "1000", EU_RATE_PER_HOUR: String(HOUR_LIMIT) });
  owner = await confirmedAccount(app, "eu-page", "Page Co");
});
afterAll(async () => {
  await app?.stop();
});

function postForm(path: string, fields: Record<string, string>) {
  return app.web.request("POST", path, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { cookie: owner.cookie, "content-type": "application/x-www-form-urlencoded", origin: app.baseUrl },
  });
}

const page = async (path: string) => {
  const res = await app.web.get(path, { cookie: owner.cookie, accept: "text/html" });
  expect(res.status, path).toBe(200);
  // React separates adjacent text with empty comments; the reader sees one sentence.
  return res.text.replace(/<!-- -->/g, "");
};

describe("AI systems pages", () => {
  let systemPath: string;

  it("lists nothing yet, offers the questionnaire, and says what is not offered", async () => {
    const html = await page("/workspace/ai-systems");
    expect(html).toContain("<h1>AI systems (EU AI Act)</h1>");
    expect(html).toContain("No AI system described yet.");
    expect(html).toContain("Registration of a conformity mark (CE marking) is not offered here");
    expect(html).toContain('name="interacts_with_people"');
    expect(html).toContain('action="/api/eu/systems"');
  });

  it("describes a chatbot with a form: 303 to its page, which shows the finding with its article and what is undecided", async () => {
    const res = await postForm("/api/eu/systems", {
      name: "Help desk bot",
      intended_purpose: "Answers support tickets",
      role: "provider",
      interacts_with_people: "yes",
      social_scoring: "unknown",
      training_compute_flop: "",
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!);
    expect(location.pathname).toMatch(/^\/workspace\/ai-systems\/[a-z0-9]+$/);
    expect(location.searchParams.get("notice")).toBe("System saved and classified.");
    systemPath = location.pathname;
    const html = await page(location.pathname + location.search);
    expect(html).toContain("Art. 50(1): Transparency: tell people they are interacting with an AI system.");
    expect(html).toContain("Triggered by: interacts_with_people = yes, role = provider.");
    expect(html).toContain("Art. 5(1)(c): cannot decide: needs social_scoring");
    expect(html).toContain("Cannot decide yet");
    expect(html).toContain("You are chatting with Help desk bot, an AI system, not with a person.");
  });

  it("saves the company's disclosure text as its declaration and marks an obligation met with evidence", async () => {
    const id = systemPath.split("/").pop()!;
    const disclosure = await postForm(`/api/eu/systems/${id}/disclosures/chatbot_notice`, {
      text: "You are talking to our AI assistant.",
      show_publicly: "yes",
    });
    expect(disclosure.status).toBe(303);
    const row = await app.db.euDisclosure.findFirstOrThrow({ where: { systemId: id } });
    expect([row.duty, row.text, row.showPublicly]).toEqual(["chatbot_notice", "You are talking to our AI assistant.", true]);

    const mark = await postForm(`/api/eu/systems/${id}/status/art50-1.inform`, {
      state: "met",
      evidence_links: "https://example.com/chat-notice\nhttps://example.com/screenshot.png",
    });
    expect(mark.status).toBe(303);
    const html = await page(systemPath);
    expect(html).toContain("Your declaration, saved");
    expect(html).toContain("1 marked met, 0 unmet.");
    expect(html).toContain('href="https://example.com/screenshot.png"');
  });

  it("sends a refused form back to the system's page with the reason", async () => {
    const id = systemPath.split("/").pop()!;
    const res = await postForm(`/api/eu/systems/${id}/status/art50-1.inform`, { state: "met", evidence_links: "not a link" });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!);
    expect(location.pathname).toBe(systemPath);
    expect(location.searchParams.get("error")).toContain("evidence_links");
    const other = await postForm(`/api/eu/systems/${id}/disclosures/deep_fake_notice`, { text: "n/a" });
    expect(new URL(other.headers.get("location")!).searchParams.get("error")).toContain("does not apply");
  });

  it("answers the page of another workspace's system with 404", async () => {
    const stranger = await confirmedAccount(app, "eu-page-stranger");
    const res = await app.web.get(systemPath, { cookie: stranger.cookie, accept: "text/html" });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("Help desk bot");
  });

  it(`refuses the workspace once its hour window (${HOUR_LIMIT} here) is spent: 429 with Retry-After up to an hour`, async () => {
    const busy = await confirmedAccount(app, "eu-page-busy");
    let refused = null;
    for (let i = 0; i < HOUR_LIMIT * 2 + 2 && !refused; i++) {
      const res = await app.web.get("/api/eu/systems", { cookie: busy.cookie });
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused?.body.error).toBe("rate_limited");
    expect(refused?.body.message).toContain(`at most ${HOUR_LIMIT} in this window per workspace`);
    const retryAfter = Number(refused?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });
});
