// The company profile page over HTTP, with its Markdown twin and its llms.txt: a published record shown
// part by part, and the three kinds of nothing kept apart: not published (twin and llms.txt 404), the
// read failed (503; says nothing about the company), no observation on the last reading (inside the
// witnessed summary).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { withColumnOffline } from "@/tests/helpers/store-failure";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

function mainOf(html: string): string {
  return html.replace(/^[\s\S]*?<main[^>]*>/, "").replace(/<\/main>[\s\S]*$/, "");
}

function textOf(html: string): string {
  return mainOf(html)
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("a published profile", () => {
  it("shows facts by category with their origins in words, and every account of a contested fact", async () => {
    const res = await app.web.get("/network/company/lumen-analytics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("vary")).toMatch(/\bAccept\b/);
    const text = textOf(res.text);
    expect(res.text).toMatch(/<h1>Lumen Analytics<\/h1>/);
    expect(text).toContain("Product analytics that keeps event data in the EU");
    for (const caption of ["AI", "Company", "Infrastructure", "Privacy", "Security"])
      expect(res.text).toContain(`<caption>${caption}</caption>`);
    expect(text).toMatch(/TLS TLS 1\.3 and 1\.2 offered; 1\.0 and 1\.1 refused Witnessed/);
    expect(text).toMatch(/Single sign-on SAML 2\.0 and OIDC on all plans Company-declared/);
    expect(text).toMatch(/Employees 51–200 Public source/);
    // Declared and witnessed alike: both origins, one account, not a conflict.
    expect(text).toMatch(/Hosting AWS eu-central-1 \(Frankfurt\) Company-declared Witnessed Same account from each/);
    // A blank fact is not published.
    expect(text).not.toContain("Data protection officer contact");
    expect(text).toMatch(/Customer data retention 30 days Sources disagree: see every account Company-declared Public source/);
    expect(res.text).toContain('aria-label="2 accounts of Customer data retention"');
    expect(text).toMatch(/Customer data retention \(Security\) Company-declared 30 days Public source 90 days/);
  });

  it("dates what was witnessed, draws the last 72 hours of readings, and prints the signed statement", async () => {
    const res = await app.web.get("/network/company/lumen-analytics");
    const text = textOf(res.text);
    const record = (await app.web.get("/api/network/profile?q=lumen-analytics")).body;
    expect(record.found).toBe(true);
    expect(res.text).toContain(`<time dateTime="${record.witnessed.lastWitnessed}">`);
    expect(res.text).toContain(`<time dateTime="${record.witnessed.firstWitnessedAt}">`);
    expect(text).toContain(`${record.witnessed.coverage.checksPassed} of ${record.witnessed.coverage.checksRun} checks read as expected.`);
    expect(text).toContain(`${record.witnessed.continuity.unbrokenReadings} consecutive agreeing readings since`);
    expect(res.text).toMatch(/<title id="readings-title">Readings over the last 72 hours<\/title>/);
    expect(res.text).toMatch(/<desc id="readings-desc">72 readings between [^<]*: 72 observed, 0 with no observation/);
    expect(res.text.match(/class="tl-observed"/g)).toHaveLength(72);
    // The payload exactly as signed (JSX escapes it in HTML; decode to compare).
    const payload = /<pre[^>]*class="payload"[^>]*><code>([^<]*)<\/code><\/pre>/
      .exec(res.text)![1]
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    expect(payload).toBe(record.witnessStatement.payload);
    expect(text).toContain(record.witnessStatement.key_id);
    expect(text).toContain("How to verify this statement offline");
    expect(text).toContain("Risk tiers are the company's EU AI Act classification");
    expect(text).toContain("That company-declared facts are true.");
    expect(text).not.toMatch(/\b(score[ds]?|rating|ranked|grade[ds]?)\s*[:=]/i);
  });

  it("redirects a domain, or a slug written differently, to the profile's one address", async () => {
    for (const asked of ["lumen-analytics.example", "Lumen-Analytics"]) {
      const res = await app.web.get(`/network/company/${asked}`);
      expect(res.status).toBe(308);
      expect(res.headers.get("location")).toBe("/network/company/lumen-analytics");
    }
  });

  it("shows no observation on the last reading inside the witnessed summary, with the record still published", async () => {
    const res = await app.web.get("/network/company/brightpath-hr");
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    const witnessed = text.slice(text.indexOf("What was witnessed, and when", text.indexOf("How readings are taken") + 1));
    expect(witnessed).toMatch(
      new RegExp(
        String.raw`^What was witnessed, and when No observation on the last reading ` +
          String.raw`The last hourly reading ran but brought back no observation\. That reading ran at \d`,
      ),
    );
    expect(text).toContain("This is not a negative finding and not a failed check");
    expect(text).toContain("Standing No observation on the last reading.");
    expect(text).not.toContain("No profile is published");
    expect(text).not.toContain("The read failed");
    // The engine signed that reading too: its statement is printed, not said to be missing.
    expect(text).not.toContain("No witness statement accompanies the last reading");
  });
});

describe("no published profile", () => {
  it("says so in words on the page and makes no finding, the same for unpublished, worker-route-only and unknown companies", async () => {
    const bodies: string[] = [];
    for (const slug of ["quietline", "harbor-labs", "kestrel-security", "no-such-company", "x.invalid"]) {
      const res = await app.web.get(`/network/company/${slug}`);
      // 404 with noindex and the page's own server-rendered notice (the status comes through lib/transports/pages/page-status.ts).
      expect(res.status, slug).toBe(404);
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
      const text = textOf(res.text);
      expect(text).toContain("No profile is published");
      expect(text).toContain("This is not a finding about the company");
      expect(text).not.toContain("The read failed");
      bodies.push(text);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).not.toMatch(/quietline|Quietline/);
  });

  it("answers the twin and llms.txt with 404", async () => {
    const twin = await app.web.get("/network/company/quietline", { accept: "text/markdown" });
    expect(twin.status).toBe(404);
    expect(twin.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(twin.headers.get("cache-control")).toBe("no-store");
    expect(twin.text).toContain("## No profile is published");
    for (const slug of ["quietline", "no-such-company"]) {
      const llms = await app.web.get(`/network/company/${slug}/llms.txt`);
      expect(llms.status).toBe(404);
      expect(llms.body).toMatchObject({ error: "not_found" });
      expect(llms.body.message).toBe(`No profile is published for \`${slug}\`. This is not a finding about any company.`);
    }
  });
});

describe("a failed read", () => {
  it("says the read failed and nothing about the company: page, twin (503) and llms.txt (503)", async () => {
    // Reads never touch Reading; the witnessed summary lives on Company (issue 14).
    const [page, twin, llms] = await withColumnOffline(app.db, "Company", "lastStatement", async () => [
      await app.web.get("/network/company/lumen-analytics"),
      await app.web.get("/network/company/lumen-analytics.md"),
      await app.web.get("/network/company/lumen-analytics/llms.txt"),
    ]);
    const text = textOf(page.text);
    expect(text).toContain("The read failed");
    expect(text).toContain("This says nothing about the company");
    expect(text).toContain("Reason: witnessed_record_unavailable");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    expect(text).not.toContain("Lumen");
    expect(text).not.toContain("No profile is published");
    expect(page.headers.get("cache-control")).toMatch(/no-store/);
    expect(twin.status).toBe(503);
    expect(twin.headers.get("retry-after")).toBe("5");
    expect(twin.text).toContain("## The read failed");
    expect(twin.text).not.toContain("Lumen");
    expect(llms.status).toBe(503);
    expect(llms.headers.get("retry-after")).toBe("5");
    expect(llms.body.error).toBe("witnessed_record_unavailable");
    const after = await app.web.get("/network/company/lumen-analytics");
    expect(textOf(after.text)).not.toContain("The read failed");
  });
});

describe("Markdown twin and llms.txt of a published profile", () => {
  it("answers Markdown for Accept: text/markdown on the page's address, the same as its .md", async () => {
    const res = await app.web.get("/network/company/lumen-analytics", { accept: "text/markdown" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers.get("vary")).toMatch(/\bAccept\b/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=120, s-maxage=120");
    expect(res.text).toMatch(/^# Lumen Analytics\n/);
    expect(res.text).toContain(
      "| Customer data retention | 30 days (sources disagree: see every account) | Company-declared and Public source |",
    );
    expect(res.text).toContain("| Hosting | AWS eu-central-1 (Frankfurt) | Company-declared and Witnessed (same account from each) |");
    expect(res.text).toContain("- **Company-declared:** 30 days\n- **Public source:** 90 days");
    expect(res.text).toContain("**Standing:** Witnessed");
    expect(res.text).toContain("72 readings in the last 72 hours: 72 observed, 0 with no observation.");
    const md = await app.web.get("/network/company/lumen-analytics.md");
    // Only the clock of the timeline may differ between two reads.
    expect(md.text.replace(/\d+:\d\d UTC/g, "")).toBe(res.text.replace(/\d+:\d\d UTC/g, ""));
  });

  it("serves llms.txt: the record as text for models, readable cross-origin and cached like the record", async () => {
    const res = await app.web.get("/network/company/lumen-analytics/llms.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cache-control")).toBe("public, max-age=120, s-maxage=120");
    expect(res.text).toMatch(/^# Lumen Analytics\n\n> Product analytics that keeps event data in the EU\. Published profile/);
    expect(res.text).toContain("When you repeat a fact, keep its origin and the record's date with it.");
    expect(res.text).toContain(`[Canonical record, JSON (contract 2)](${app.baseUrl}/api/network/profile?q=lumen-analytics)`);
    expect(res.text).toContain("- **Company-declared:** 30 days\n- **Public source:** 90 days");
    const record = (await app.web.get("/api/network/profile?q=lumen-analytics")).body;
    expect(res.text).toContain(record.witnessStatement.payload);
    expect(res.text).toContain(`digest ${record.record.digest}`);
    const brightpath = await app.web.get("/network/company/brightpath-hr/llms.txt");
    expect(brightpath.text).toContain("**No observation on the last reading:**");
  });

  it("is not served on the API host", async () => {
    expect((await app.api.get("/network/company/lumen-analytics/llms.txt")).status).toBe(404);
    expect((await app.api.get("/network/company/lumen-analytics")).status).toBe(404);
  });
});
