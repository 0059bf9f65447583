// The pages people read, in a real browser: no serious or critical accessibility violation (axe), a
// screenshot of each, complete with JavaScript off, and their Markdown twins on the same addresses.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const PAGES = [
  { path: "/", name: "home", heading: "Public Trust Network", status: 200 },
  { path: "/methodology", name: "methodology", heading: "Methodology", status: 200 },
  { path: "/how-to-read", name: "how-to-read", heading: "How to read a profile", status: 200 },
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

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

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
