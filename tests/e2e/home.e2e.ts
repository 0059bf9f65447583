// The home page in a real browser: it renders, states the boundary, and its screenshot is kept.
import { expect, test } from "@playwright/test";

test("home page states what the service is and is not", async ({ page }, info) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Public Trust Network");
  await expect(page.getByText("never grades, scores, ranks or certifies").first()).toBeVisible();
  await page.screenshot({ path: info.outputPath("home.png"), fullPage: true });
});
