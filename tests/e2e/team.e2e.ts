// The team pages in a real browser with JavaScript off (issue 30): an owner invites a colleague from
// /workspace/members; the colleague signs up, confirms, opens the mailed link, accepts and lands on the inbox;
// the owner promotes them to admin, then removes them, and the colleague's next page is the sign-in page.
// (Production has no local world, so a new workspace cannot prove control of a company here: the buyer's
// request and its answer are in journeys/team.e2e.ts, against `npm run dev`.)
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

const PASSWORD = "a long enough password";

async function mailLink(request: APIRequestContext, email: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get("/dev/mailbox")).text();
  const at = html.indexOf(email);
  expect(at).toBeGreaterThan(-1);
  return html.slice(at).match(pattern)![0];
}

async function signedUp(request: APIRequestContext, email: string, workspace: string): Promise<void> {
  expect((await request.post("/api/auth/sign-up", { data: { email, password: PASSWORD, workspace_name: workspace } })).status()).toBe(202);
  const token = new URL(await mailLink(request, email, /http\S+confirm-email\?token=[A-Za-z0-9_-]+/)).searchParams.get("token");
  expect((await request.post("/api/auth/confirm-email", { data: { token } })).status()).toBe(200);
  expect((await request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(200);
}

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test("invite, accept, promote and remove with forms alone", async ({ browser }) => {
  const stamp = Date.now();
  const ownerEmail = `e2e-team-owner-${stamp}@example.test`;
  const colleagueEmail = `e2e-team-colleague-${stamp}@example.test`;
  const ownerCtx = await browser.newContext({ javaScriptEnabled: false });
  const colleagueCtx = await browser.newContext({ javaScriptEnabled: false });
  const owner = await ownerCtx.newPage();
  const colleague = await colleagueCtx.newPage();
  await signedUp(owner.request, ownerEmail, "Team Browser Co");

  await owner.goto("/workspace/members");
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Members of Team Browser Co");
  await owner.getByLabel("Email address").fill(colleagueEmail);
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByRole("status")).toContainText(`Invited ${colleagueEmail} as member`);

  await signedUp(colleague.request, colleagueEmail, "Colleague's own");
  await colleague.goto(await mailLink(colleague.request, colleagueEmail, /http\S+\/workspace\/members\/accept\?token=[A-Za-z0-9_-]+/));
  await colleague.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(colleague).toHaveURL(/\/workspace\/inbox\?notice=/);
  await expect(colleague.getByRole("status")).toContainText("You joined Team Browser Co as member");
  await expect(colleague.getByText("No requests.")).toBeVisible();

  await owner.goto("/workspace/members");
  await owner.getByLabel(`Role of ${colleagueEmail}`, { exact: true }).selectOption("admin");
  await owner.getByRole("button", { name: `Change the role of ${colleagueEmail}` }).click();
  await expect(owner.getByRole("status")).toContainText(`${colleagueEmail} is now admin`);

  await owner.getByRole("button", { name: `Remove ${colleagueEmail}` }).click();
  await expect(owner.getByRole("status")).toContainText("1 session(s) ended");
  await colleague.goto("/workspace/inbox");
  await expect(colleague).toHaveURL(/\/sign-in/);
  await ownerCtx.close();
  await colleagueCtx.close();
});

test("the members and inbox pages have no axe violations", async ({ page }) => {
  await signedUp(page.request, `e2e-team-axe-${Date.now()}@example.test`, "Axe Team Co");
  for (const path of ["/workspace/members", "/workspace/inbox", "/workspace/members/accept?token=x"]) {
    await page.goto(path);
    await noAxeViolations(page);
  }
});
