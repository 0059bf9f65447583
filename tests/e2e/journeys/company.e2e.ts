// Issue 29's journey in a browser against `npm run dev` (the local HTTPS world and /dev/world), as a new
// user tries it: from harbor-labs' unpublished page to its claim page, sign up and confirm through the
// development mailbox, add harbor-labs.example, place the token at /dev/world, verify, declare five facts
// and publish; the company is then found by directory search, its page and Markdown twin show the facts as
// company-declared, the badge renders it, MCP svc_public_trust_profile finds it, and after a reading (taken
// by `npm run witness` beside the running service) its witnessed summary appears. Withdrawn, every read
// says private; published again, it is back with a new version. axe passes on every new page.
import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { apiHost, noAxeViolations, signUpWithForms } from "@/tests/e2e/journeys/support";

const FACTS = [
  { category: "company", key: "founded", label: "Founded", value: "2019" },
  { category: "security", key: "pen-test", label: "Penetration test", value: "Yearly, by an outside firm" },
  { category: "privacy", key: "dpa", label: "Data processing agreement", value: "https://harbor-labs.example/dpa" },
  { category: "infrastructure", key: "hosting", label: "Hosting", value: "EU and US regions" },
  { category: "contact", key: "security-contact", label: "Security contact", value: "security@harbor-labs.example" },
];
// The page's draft form takes one fact a line.
const DRAFT = FACTS.map((f) => `${f.category} | ${f.key} | ${f.label} | ${f.value}`).join("\n");

const profile = async (page: Page) => (await page.request.get("/api/network/profile?q=harbor-labs")).json();

function mcpProfile(baseURL: string) {
  return apiHost(
    baseURL,
    "POST",
    "/public/mcp",
    { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "svc_public_trust_profile", arguments: { company: "harbor-labs" } } },
    { accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" },
  );
}

// The embedding site of the badge: another loopback origin serving one page with the script tag.
async function badgeHost(baseURL: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><head><title>Vendors</title></head><body><main><h1>Our vendors</h1>` +
        `<script src="${baseURL}/badge.js" data-company="harbor-labs" async></script></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test("claim harbor-labs.example, prove control at /dev/world, declare, publish, be read, withdraw, publish again", async ({
  page,
  browser,
  baseURL,
}) => {
  // An unclaimed company's page points at its claim page; signed out, the claim page says how to start.
  await page.goto("/network/company/harbor-labs");
  await page.getByRole("link", { name: "Claim it" }).click();
  await expect(page).toHaveURL(/\/claim\/harbor-labs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claim Harbor Labs");
  await noAxeViolations(page);
  await expect(page.getByRole("link", { name: "sign up" })).toHaveAttribute("href", "/sign-up");

  const email = `e2e-journey-claim-${Date.now()}@example.test`;
  await signUpWithForms(page, email, "Harbor Claimers");

  // Signed in, the claim page leads to the add form with the domain filled in.
  await page.goto("/claim/harbor-labs");
  await expect(page.getByLabel("Company domain")).toHaveValue("harbor-labs.example");
  await noAxeViolations(page);
  await page.getByRole("button", { name: "Add company" }).click();
  await expect(page).toHaveURL(/\/workspace\/companies\/harbor-labs\?notice=/);
  await noAxeViolations(page);
  const token = (await page.locator("main").innerText()).match(/svc-verification=([A-Za-z0-9_-]+)/)![1];

  // Nothing placed yet: verifying fails, saying what was looked up.
  await page.getByRole("button", { name: "Verify now" }).click();
  await expect(page).toHaveURL(/\/workspace\/companies\/harbor-labs\?error=/);
  await expect(page.locator(".form-error")).toContainText("TXT _svc-challenge.harbor-labs.example: nxdomain");

  // The local world: place the TXT record for the token.
  await page.goto("/dev/world");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Development world");
  await noAxeViolations(page);
  await page.getByLabel("Domain").selectOption("harbor-labs.example");
  await page.getByLabel("Proof").selectOption("dns_txt");
  await page.getByLabel("Action").selectOption("place");
  await page.getByLabel("Token (from your company page)").fill(token);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status")).toContainText("Placed the TXT record of harbor-labs.example");
  await expect(page.getByText(`TXT svc-verification=${token}`)).toBeVisible();
  await noAxeViolations(page);

  await page.goto("/workspace/companies/harbor-labs");
  await page.getByRole("button", { name: "Verify now" }).click();
  await expect(page.getByText(/Claim: verified \(by DNS TXT record/)).toBeVisible();
  await expect(page.getByText("Record: private.")).toBeVisible();

  await page.getByLabel("Draft facts").fill(DRAFT);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await expect(page.getByLabel("Draft facts")).toHaveValue(DRAFT);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Record: published.")).toBeVisible();
  for (const f of FACTS) await expect(page.getByRole("cell", { name: f.label, exact: true })).toBeVisible();
  await noAxeViolations(page);
  const first = await profile(page);
  expect(first.found).toBe(true);

  // Found by directory search, with its facts on its page and in its Markdown twin as company-declared.
  await page.goto("/network");
  await page.getByRole("searchbox").fill("harbor");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: "Harbor Labs" }).first().click();
  await expect(page).toHaveURL(/\/network\/company\/harbor-labs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbor Labs");
  for (const f of FACTS) {
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: f.label, exact: true }) })
      .filter({ hasText: f.value });
    await expect(row).toContainText("Company-declared");
  }
  const md = await (await page.request.get("/network/company/harbor-labs.md")).text();
  for (const f of FACTS) expect(md).toContain(`| ${f.label} | ${f.value} | Company-declared |`);

  const mcp = await mcpProfile(baseURL!);
  expect(mcp.status).toBe(200);
  expect(mcp.body.result.structuredContent.status).toBe("found");

  // The badge renders it: published, not read yet; after a reading, what was witnessed and when.
  const site = await badgeHost(baseURL!);
  try {
    await page.goto(site.url);
    await expect(page.locator("main > span[data-state]")).toHaveAttribute("data-state", "not-read");
    expect(first.witnessed.lastWitnessed).toBeNull();

    const run = promisify(execFile);
    const witness = await run("npm", ["run", "witness", "--", "--company", "harbor-labs"], {
      cwd: path.resolve(import.meta.dirname, "../../.."),
      env: { ...process.env, DATA_DIR: process.env.E2E_DEV_DATA_DIR!, DATABASE_URL: "", REDIS_URL: "" },
      timeout: 180_000,
    });
    expect(witness.stdout).toContain("(taken by the running service");
    const read = await profile(page);
    expect(read.witnessed.lastWitnessed).not.toBeNull();
    expect(read.witnessed.continuity.totalReadings).toBeGreaterThan(0);
    expect(JSON.stringify(read.witnessStatement)).toContain("harbor-labs.example");

    // Another visitor: the first one's browser keeps the profile read and the page it was sent for their
    // cache lifetime (120 s for a profile page, spec Part 8).
    const visitor = await browser.newContext();
    const later = await visitor.newPage();
    await later.goto(site.url);
    await expect(later.locator("main > span[data-state]")).toHaveAttribute("data-state", "witnessed");
    await expect(later.locator("main > span[data-state]").getByRole("link")).toContainText(
      /Last reading \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/,
    );
    await later.goto("/network/company/harbor-labs");
    const witnessed = later.locator("section[aria-labelledby=witnessed]");
    await expect(witnessed).toContainText("Witnessed: the last reading observed the company's public systems.");
    await expect(witnessed.locator("dd").nth(1).locator("time")).toHaveAttribute("datetime", read.witnessed.lastWitnessed);
    await expect(witnessed).toContainText(/\d+ of \d+ checks read as expected/);
    await visitor.close();
  } finally {
    await site.close();
  }

  // Withdraw: private everywhere.
  await page.goto("/workspace/companies/harbor-labs");
  await page.getByRole("button", { name: "Keep private (withdraw)" }).click();
  await expect(page.getByText("Record: private.")).toBeVisible();
  expect((await profile(page)).found).toBe(false);
  const worker = await apiHost(baseURL!, "GET", "/public/trust/harbor-labs");
  expect(worker.status).toBe(404);
  expect(worker.body).toMatchObject({ status: "private", claim: { claim_url: `${baseURL}/claim/harbor-labs` } });
  for (const field of ["action", "who_can_claim", "what_changes"]) expect(worker.body.claim[field]).toEqual(expect.any(String));

  // Publish again: back, with a new version.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Record: published.")).toBeVisible();
  const again = await profile(page);
  expect(again.found).toBe(true);
  expect(again.record.version).toBeGreaterThan(first.record.version);
  expect((await mcpProfile(baseURL!)).body.result.structuredContent.status).toBe("found");
});
