// The workspace pages of the event channels in a real browser: the endpoint page (with its delivery log)
// and the alert destinations page, empty and after a refused registration, checked with axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

const PASSWORD = "a long enough password";

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function signedIn(request: APIRequestContext, tag: string): Promise<void> {
  const email = `e2e-events-${tag}-${Date.now()}@example.test`;
  await request.post("/api/auth/sign-up", { data: { email, password: PASSWORD, workspace_name: "Events Co" } });
  const html = await (await request.get("/dev/mailbox")).text();
  const link = html.slice(html.indexOf(email)).match(/http\S+confirm-email\?token=[A-Za-z0-9_-]+/)![0];
  const token = new URL(link).searchParams.get("token");
  expect((await request.post("/api/auth/confirm-email", { data: { token } })).status()).toBe(200);
  expect((await request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(200);
}

test("the endpoints and alert destinations pages have no axe violations, before and after a refused URL", async ({ page }) => {
  await signedIn(page.request, "axe");
  await page.goto("/workspace/endpoints");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Webhook endpoints");
  await expect(page.getByRole("heading", { name: "Delivery log" })).toBeVisible();
  await noAxeViolations(page);
  await page.getByLabel("HTTPS URL").fill("https://127.0.0.1/hook");
  await page.getByRole("button", { name: "Register endpoint" }).click();
  await expect(page.locator("p.form-error")).toContainText("Refused");
  await noAxeViolations(page);

  await page.goto("/workspace/alerts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alert destinations");
  await noAxeViolations(page);
  await page.getByLabel("HTTPS URL").fill("https://169.254.169.254/latest");
  await page.getByRole("button", { name: "Add destination" }).click();
  await expect(page.locator("p.form-error")).toContainText("Refused");
  await noAxeViolations(page);
});
