// The workspace AI systems pages in a real browser: with JavaScript off, describe a system with the
// questionnaire form, read its finding with the article, declare a disclosure and mark an obligation met;
// then an axe check of both pages (axe itself needs JavaScript, so that test runs with it on).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

const PASSWORD = "a long enough password";

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function signedIn(request: APIRequestContext, tag: string): Promise<void> {
  const email = `e2e-eu-${tag}-${Date.now()}@example.test`;
  await request.post("/api/auth/sign-up", { data: { email, password: PASSWORD, workspace_name: "EU Co" } });
  const html = await (await request.get("/dev/mailbox")).text();
  const link = html.slice(html.indexOf(email)).match(/http\S+confirm-email\?token=[A-Za-z0-9_-]+/)![0];
  const token = new URL(link).searchParams.get("token");
  expect((await request.post("/api/auth/confirm-email", { data: { token } })).status()).toBe(200);
  expect((await request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(200);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("describe a chatbot, read its Article 50(1) finding, declare its notice and mark the duty met", async ({ page }, info) => {
    await signedIn(page.request, "nojs");
    await page.goto("/workspace/ai-systems");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI systems (EU AI Act)");
    await page.getByLabel("System name").fill("Browser help bot");
    await page.locator("#new-role").selectOption("provider");
    await page.locator("#new-interacts_with_people").selectOption("yes");
    await page.getByRole("button", { name: "Save and classify" }).click();
    await expect(page).toHaveURL(/\/workspace\/ai-systems\/[a-z0-9]+\?notice=/);
    await expect(page.getByRole("status")).toHaveText("System saved and classified.");
    await expect(page.getByText("Art. 50(1): Transparency: tell people they are interacting with an AI system.")).toBeVisible();

    await page.getByLabel("Disclosure text").fill("You are chatting with our AI assistant.");
    await page.getByRole("button", { name: "Save chatbot notice" }).click();
    await expect(page.getByRole("status")).toHaveText("Disclosure saved as your declaration.");
    await expect(page.getByLabel("Disclosure text")).toHaveValue("You are chatting with our AI assistant.");

    await page.getByLabel("State of art50-1.inform").selectOption("met");
    await page.getByLabel("Evidence links, one per line").fill("https://example.com/notice");
    await page.getByRole("button", { name: "Save art50-1.inform" }).click();
    await expect(page.getByText("1 marked met, 0 unmet.")).toBeVisible();
    await page.screenshot({ path: info.outputPath("ai-system.png"), fullPage: true });
  });
});

test("the AI systems pages have no axe violations", async ({ page }) => {
  await signedIn(page.request, "axe");
  await page.goto("/workspace/ai-systems");
  await noAxeViolations(page);
  await page.getByLabel("System name").fill("Axe avatar studio");
  await page.locator("#new-role").selectOption("both");
  await page.locator("#new-deep_fake").selectOption("yes");
  await page.locator("#new-general_purpose_model").selectOption("yes");
  await page.getByRole("button", { name: "Save and classify" }).click();
  await expect(page).toHaveURL(/\/workspace\/ai-systems\/[a-z0-9]+/);
  await noAxeViolations(page);
});
