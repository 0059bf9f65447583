// badge.js embedded in another site's page that runs a strict Content Security Policy: it renders in a
// shadow root, styled, with no CSP violation, sends no cookies, and keeps the three kinds of nothing apart.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { expect, test, type Page } from "@playwright/test";

// The customer's site: a real server on another loopback port (Chromium refuses requests from a
// page it does not see on loopback to loopback addresses), answering one page under a strict CSP.
let customer: http.Server;
let customerOrigin: string;

test.beforeAll(async () => {
  // Options are test-scoped fixtures; the hook reads the configured one.
  const baseURL = test.info().project.use.baseURL;
  const csp = [
    "default-src 'none'",
    `script-src ${baseURL}`,
    `connect-src ${baseURL}`,
    "style-src 'self'",
    "img-src 'none'",
    "require-trusted-types-for 'script'",
  ].join("; ");
  customer = http.createServer((req, res) => {
    const slug = new URL(req.url ?? "/", "http://x").searchParams.get("company") ?? "";
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": csp });
    res.end(
      `<!doctype html><html lang="en"><head><title>Customer site</title></head><body><main><h1>Our vendors</h1>` +
        `<script src="${baseURL}/badge.js" data-company="${encodeURIComponent(slug)}" async></script></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => customer.listen(0, "127.0.0.1", resolve));
  customerOrigin = `http://127.0.0.1:${(customer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => customer.close(resolve));
});

async function embed(page: Page, slug: string) {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Trusted Type/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(`${customerOrigin}/?company=${slug}`);
  const badge = page.locator("main > span[data-state]");
  return { badge, violations };
}

test("badge.js is small, cached and served for cross-origin use", async ({ request }) => {
  const res = await request.get("/badge.js");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(res.headers()["cache-control"]).toBe("public, max-age=300, s-maxage=300");
  expect(res.headers()["access-control-allow-origin"]).toBe("*");
  const gzipped = zlib.gzipSync(await res.body(), { level: 9 }).length;
  console.log(`badge.js: ${(await res.body()).length} bytes, ${gzipped} bytes gzipped`);
  expect(gzipped).toBeLessThan(4096);
});

test("a failed read says so, and says nothing about the company", async ({ page, baseURL }, info) => {
  await page.route(`${baseURL}/api/network/profile**`, (route) =>
    route.fulfill({
      status: 503,
      headers: { "content-type": "application/json", "retry-after": "30", "access-control-allow-origin": "*" },
      body: JSON.stringify({ error: "record_unavailable", message: "The service could not read its own record." }),
    }),
  );
  const { badge, violations } = await embed(page, "lumen-analytics");
  await expect(badge).toHaveAttribute("data-state", "read-failed");
  await expect(badge.getByRole("link")).toContainText("The read failed");
  await expect(badge.getByRole("link")).toContainText("Says nothing about the company");
  await expect(badge.getByRole("link")).toHaveAttribute("href", `${baseURL}/network/company/lumen-analytics`);
  // The constructed stylesheet applied despite style-src 'self' (no inline style was needed).
  expect(await badge.getByRole("link").evaluate((a) => getComputedStyle(a).borderTopStyle)).toBe("solid");
  expect(violations).toEqual([]);
  await page.screenshot({ path: info.outputPath("badge-read-failed.png") });
});

test("a published company: what was witnessed and when, read without cookies", async ({ page, context, baseURL }, info) => {
  await context.addCookies([{ name: "probe", value: "1", url: baseURL!, sameSite: "None", secure: true }]);
  const sent: Record<string, string>[] = [];
  page.on("request", async (r) => {
    if (r.url().includes("/api/network/profile")) sent.push(await r.allHeaders());
  });
  const { badge, violations } = await embed(page, "lumen-analytics");
  await expect(badge).toHaveAttribute("data-state", "witnessed");
  await expect(badge.getByRole("link")).toContainText("Lumen Analytics");
  await expect(badge.getByRole("link")).toContainText(/Last reading \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((h) => !("cookie" in h))).toBe(true);
  expect(violations).toEqual([]);
  await page.screenshot({ path: info.outputPath("badge-witnessed.png") });
});

test("an unpublished company: no profile published, not a finding", async ({ page }) => {
  const { badge } = await embed(page, "quietline");
  await expect(badge).toHaveAttribute("data-state", "not-published");
  await expect(badge.getByRole("link")).toContainText("No profile published");
});

test("no observation on the last reading is its own state", async ({ page }) => {
  const { badge } = await embed(page, "brightpath-hr");
  await expect(badge).toHaveAttribute("data-state", "no-observation");
  await expect(badge.getByRole("link")).toContainText("No observation on the last reading");
});
