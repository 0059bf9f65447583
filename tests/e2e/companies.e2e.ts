// The company journey's pages in a real browser against `npm start` (production: no local world, so
// `/dev/world` is 404 and control cannot be proven here; journeys/company.e2e.ts walks the whole journey
// against `npm run dev`): a new user adds harbor-labs.example with forms alone and sees the two proofs; axe
// finds no violation on the claim page, the workspace and the company page.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const PASSWORD = "a long enough password";

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test("sign up, confirm, add harbor-labs.example from its claim page; the new pages pass axe", async ({ page }) => {
  await page.goto("/claim/harbor-labs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claim Harbor Labs");
  await noAxeViolations(page);

  const email = `e2e-claim-${Date.now()}@example.test`;
  await page.request.post("/api/auth/sign-up", { data: { email, password: PASSWORD, workspace_name: "Harbor Claimers" } });
  const html = await (await page.request.get("/dev/mailbox")).text();
  const link = html.slice(html.indexOf(email)).match(/http\S+confirm-email\?token=[A-Za-z0-9_-]+/)![0];
  const token = new URL(link).searchParams.get("token");
  expect((await page.request.post("/api/auth/confirm-email", { data: { token } })).status()).toBe(200);
  expect((await page.request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(200);

  // Signed in, the claim page leads to the add form with the domain filled in.
  await page.goto("/claim/harbor-labs");
  await expect(page.getByLabel("Company domain")).toHaveValue("harbor-labs.example");
  await page.getByRole("button", { name: "Add company" }).click();
  await expect(page).toHaveURL(/\/workspace\/companies\/harbor-labs\?notice=/);
  await expect(page.getByText("_svc-challenge.harbor-labs.example")).toBeVisible();
  await noAxeViolations(page);

  await page.goto("/workspace");
  await expect(page.getByRole("link", { name: "harbor-labs.example" })).toBeVisible();
  await noAxeViolations(page);

  // Production has no local world: neither the page nor the route that places a proof exists.
  expect((await page.request.get("/dev/world")).status()).toBe(404);
  const proof = await page.request.post("/dev/world/proofs", {
    data: { domain: "harbor-labs.example", method: "dns_txt", action: "place", token: "a-token-that-would-prove-control" },
  });
  expect([proof.status(), (await proof.json()).error]).toEqual([404, "not_found"]);
});
