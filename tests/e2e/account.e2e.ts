// The account pages in a real browser: the whole flow with JavaScript switched off (sign up, confirm from
// the development mailbox, sign in, create an API key shown once, sign out), and an axe check of every
// account page (axe itself needs JavaScript, so that test runs with it on).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

const PASSWORD = "a long enough password";

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function confirmLink(request: APIRequestContext, email: string): Promise<string> {
  const html = await (await request.get("/dev/mailbox")).text();
  const at = html.indexOf(email);
  expect(at).toBeGreaterThan(-1);
  return html.slice(at).match(/http\S+confirm-email\?token=[A-Za-z0-9_-]+/)![0];
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign up, confirm, sign in, create a key and sign out with forms alone", async ({ page }, info) => {
    const email = `e2e-nojs-${Date.now()}@example.test`;
    await page.goto("/sign-up");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password (at least 10 characters)").fill(PASSWORD);
    await page.getByLabel("Workspace name (optional)").fill("Browser Co");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/sign-in\?notice=/);
    await expect(page.getByRole("status")).toContainText("Check your mailbox");

    await page.goto(await confirmLink(page.request, email));
    await page.getByRole("button", { name: "Confirm this address" }).click();
    await expect(page.getByRole("status")).toContainText("Address confirmed");

    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/workspace$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browser Co");

    await page.goto("/workspace/keys");
    await page.getByLabel("Name").fill("browser ingest key");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("API key created");
    await expect(page.getByLabel(/Copy it now/)).toHaveValue(/^tk_live_[A-Za-z0-9_-]{43}$/);

    await page.goto("/account/security");
    await expect(page.getByText("(this one)")).toBeVisible();
    await page.screenshot({ path: info.outputPath("account-security.png"), fullPage: true });
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in\?notice=Signed/);
  });
});

test("the account pages have no axe violations", async ({ page }) => {
  for (const path of ["/sign-up", "/sign-in", "/confirm-email?token=x"]) {
    await page.goto(path);
    await noAxeViolations(page);
  }
  const email = `e2e-axe-${Date.now()}@example.test`;
  await page.request.post("/api/auth/sign-up", { data: { email, password: PASSWORD, workspace_name: "Axe Co" } });
  const token = new URL(await confirmLink(page.request, email)).searchParams.get("token");
  expect((await page.request.post("/api/auth/confirm-email", { data: { token } })).status()).toBe(200);
  expect((await page.request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(200);
  for (const path of ["/workspace", "/workspace/keys", "/workspace/audit", "/account/security"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await noAxeViolations(page);
  }
});
