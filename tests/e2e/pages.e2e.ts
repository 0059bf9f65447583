// The pages people read, in a real browser: no serious or critical accessibility violation (axe), a
// screenshot of each, complete with JavaScript off, and their Markdown twins on the same addresses.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const PAGES = [
  { path: "/", name: "home", heading: "Public Trust Network", status: 200 },
  { path: "/methodology", name: "methodology", heading: "Methodology", status: 200 },
  { path: "/how-to-read", name: "how-to-read", heading: "How to read a profile", status: 200 },
  { path: "/network", name: "directory", heading: "Directory", status: 200 },
  { path: "/network?q=analytics&industry=Analytics", name: "directory-search", heading: "Directory", status: 200 },
  { path: "/network?cursor=not-a-cursor", name: "directory-bad-cursor", heading: "Directory", status: 200 },
  { path: "/network/company/lumen-analytics", name: "profile-lumen-analytics", heading: "Lumen Analytics", status: 200 },
  { path: "/network/company/brightpath-hr", name: "profile-no-observation", heading: "BrightPath HR", status: 200 },
  { path: "/network/company/freshstart-io", name: "profile-one-reading", heading: "Freshstart", status: 200 },
  { path: "/network/company/quietline", name: "profile-not-published", heading: "Company profile", status: 404 },
  { path: "/compare", name: "compare-form", heading: "Compare companies", status: 200 },
  { path: "/compare?handles=lumen-analytics,brightpath-hr,kestrel-security", name: "compare", heading: "Compare companies", status: 200 },
  { path: "/legal", name: "legal", heading: "Legal documents", status: 200 },
  { path: "/legal/subprocessors", name: "legal-subprocessors", heading: "Subprocessors", status: 200 },
  { path: "/no-such-page", name: "not-found", heading: "Page not found", status: 404 },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

for (const p of PAGES) {
  test(`${p.name}: accessible, screenshot kept`, async ({ page }, info) => {
    const res = await page.goto(p.path);
    expect(res?.status()).toBe(p.status);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`${p.name}.png`), fullPage: true });
  });
}

test("walk: directory, search, a profile, then compare it with another company", async ({ page }, info) => {
  await page.goto("/network");
  await page.getByLabel("Name, domain or words from the tagline").fill("lumen");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/network\?q=lumen/);
  await expect(page.getByRole("status")).toContainText("1 listed company matches this search");
  await page.screenshot({ path: info.outputPath("walk-1-search.png"), fullPage: true });

  await page.getByRole("link", { name: "Lumen Analytics" }).click();
  await expect(page).toHaveURL(/\/network\/company\/lumen-analytics$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lumen Analytics");
  // The contested fact: both accounts side by side, neither chosen.
  const accounts = page.getByRole("list", { name: "2 accounts of Customer data retention" });
  await expect(accounts.getByRole("listitem")).toHaveText([/Company-declared\s*30 days/, /Public source\s*90 days/]);
  await page.screenshot({ path: info.outputPath("walk-2-profile.png"), fullPage: true });

  await page.getByRole("link", { name: "Compare Lumen Analytics with other companies" }).click();
  await expect(page.getByLabel("Company 1")).toHaveValue("lumen-analytics");
  await page.getByLabel("Company 2").selectOption({ label: "BrightPath HR" });
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page).toHaveURL(/handles=lumen-analytics&handles=brightpath-hr/);
  const security = page.getByRole("table", { name: "Security, side by side" });
  await expect(security.getByRole("row", { name: /Customer data retention/ })).toContainText(
    /Sources differ\s*Company-declared\s*30 days\s*Public source\s*90 days/,
  );
  await expect(security.getByRole("columnheader", { name: "BrightPath HR" })).toBeVisible();
  await page.screenshot({ path: info.outputPath("walk-3-compare.png"), fullPage: true });
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the lumen-analytics profile shows its facts, origins, conflicts and witnessed dates", async ({ page }, info) => {
    await page.goto("/network/company/lumen-analytics");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lumen Analytics");
    const security = page.getByRole("table", { name: "Security" });
    await expect(security.getByRole("row", { name: /^TLS/ })).toContainText("Witnessed");
    await expect(security.getByRole("row", { name: /Single sign-on/ })).toContainText("Company-declared");
    await expect(security.getByRole("row", { name: /Customer data retention/ })).toContainText(
      /30 days\s*Sources disagree: see every account\s*Company-declared\s*Public source/,
    );
    await expect(page.getByRole("table", { name: "Company" }).getByRole("row", { name: /Employees/ })).toContainText("Public source");
    const accounts = page.getByRole("list", { name: "2 accounts of Customer data retention" });
    await expect(accounts.getByRole("listitem")).toHaveText([/Company-declared\s*30 days/, /Public source\s*90 days/]);
    const witnessed = page.getByRole("region", { name: "What was witnessed, and when" });
    await expect(witnessed.getByText("Witnessed: the last reading observed the company's public systems.")).toBeVisible();
    for (const term of ["Last reading", "First witnessed"]) {
      await expect(witnessed.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]/time")).toHaveAttribute(
        "datetime",
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/,
      );
    }
    await expect(witnessed.getByText(/12 of 13 checks read as expected/)).toBeVisible();
    await expect(page.getByRole("img", { name: /Readings over the last 72 hours/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Witness statement" })).toBeVisible();
    await page.screenshot({ path: info.outputPath("profile-lumen-analytics-no-js.png"), fullPage: true });
  });

  test("the other kinds of nothing read without JavaScript too", async ({ page }) => {
    await page.goto("/network/company/quietline");
    await expect(page.getByRole("heading", { name: "No profile is published" })).toBeVisible();
    await page.goto("/network/company/brightpath-hr");
    await expect(
      page
        .getByRole("region", { name: "What was witnessed, and when" })
        .getByRole("heading", { name: "No observation on the last reading" }),
    ).toBeVisible();
  });

  test("directory paging and compare work as plain forms and links", async ({ page }) => {
    await page.goto("/network");
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/cursor=/);
    await expect(page.getByRole("link", { name: "First page" })).toBeVisible();
    await page.goto("/compare");
    await page.getByLabel("Company 1").selectOption({ label: "Lumen Analytics" });
    await page.getByLabel("Company 2").selectOption({ label: "Freshstart" });
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page.getByRole("heading", { name: "Evidence areas" })).toBeVisible();
  });

  test("the worked profile shows facts, origins in words, both accounts of a contested fact and witnessed dates", async ({ page }) => {
    await page.goto("/how-to-read");
    const security = page.getByRole("table", { name: "Security" });
    await expect(security.getByRole("row", { name: /TLS/ })).toContainText("Witnessed");
    await expect(security.getByRole("row", { name: /Single sign-on/ })).toContainText("Company-declared");
    const accounts = page.getByRole("list", { name: "2 accounts of Customer data retention" });
    await expect(accounts.getByRole("listitem")).toHaveText([/Company-declared\s*30 days/, /Public source\s*90 days/]);
    await expect(page.locator("dd time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByText(/checks read as expected/).first()).toBeVisible();
    await expect(page.getByRole("img", { name: /Readings over the last 72 hours/ })).toBeVisible();
  });

  test("home and methodology read completely", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Three kinds of nothing, never confused" })).toBeVisible();
    for (const title of ["No profile is published", "The read failed", "No observation on the last reading"]) {
      await expect(page.getByRole("heading", { name: title, level: 3 })).toBeVisible();
    }
    await page.goto("/methodology");
    await expect(page.getByText("Every 1 hour (PT1H).")).toBeVisible();
    await expect(page.locator("dd").getByText(/^2 hours \(PT2H\)/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Verify a statement offline" })).toBeVisible();
  });
});

test("pages answer Markdown at .md and for Accept: text/markdown, with Vary: Accept on both forms", async ({ request }) => {
  const html = await request.get("/methodology");
  expect(html.headers()["content-type"]).toMatch(/^text\/html/);
  expect(html.headers()["vary"]).toMatch(/\bAccept\b/);

  const md = await request.get("/methodology.md");
  expect(md.status()).toBe(200);
  expect(md.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  expect(md.headers()["vary"]).toMatch(/\bAccept\b/);
  expect(await md.text()).toMatch(/^# Methodology\n/);

  const negotiated = await request.get("/", { headers: { Accept: "text/markdown" } });
  expect(negotiated.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  expect(await negotiated.text()).toMatch(/^# Public Trust Network\n[\s\S]*## Three kinds of nothing/);

  const missing = await request.get("/no-such-page.md");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("# Page not found");
});

test("a profile answers Markdown for Accept: text/markdown; an unpublished company's llms.txt is 404", async ({ request }) => {
  const md = await request.get("/network/company/lumen-analytics", { headers: { Accept: "text/markdown" } });
  expect(md.status()).toBe(200);
  expect(md.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  expect(await md.text()).toMatch(/^# Lumen Analytics\n[\s\S]*## Contested facts[\s\S]*\*\*Public source:\*\* 90 days/);
  expect((await request.get("/network/company/quietline/llms.txt")).status()).toBe(404);
  const llms = await request.get("/network/company/lumen-analytics/llms.txt");
  expect(llms.status()).toBe(200);
  expect(llms.headers()["content-type"]).toBe("text/plain; charset=utf-8");
});
