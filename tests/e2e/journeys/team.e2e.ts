// Issue 30's journey in a browser against `npm run dev`: an owner claims and publishes pebble-crm.example
// (through /dev/world), invites a colleague, who signs up with that address, confirms, accepts and sees
// the inbox; a signed-out buyer, without JavaScript, requests a document from the company's page; the
// colleague as member cannot answer (403); the owner promotes them to admin; they answer `share` with a
// link; the buyer's mail arrives in the development mailbox with the link; the owner removes the colleague,
// whose session in that workspace ends at once. Mail goes through the job queue, as `npm run dev` runs it.
import { expect, test, type Page } from "@playwright/test";
import { mailedText, noAxeViolations, signUpWithForms } from "@/tests/e2e/journeys/support";

const DOMAIN = "pebble-crm.example";
const LINK = "https://docs.pebble-crm.example/soc2-type2.pdf";

/** Adds the domain from the workspace, places the HTTPS file at /dev/world, verifies and publishes. */
async function claimAndPublish(page: Page): Promise<void> {
  await page.goto("/workspace");
  await page.getByLabel("Company domain").fill(DOMAIN);
  await page.getByRole("button", { name: "Add company" }).click();
  await expect(page).toHaveURL(/\/workspace\/companies\/pebble-crm\?notice=/);
  // Each method has its own token: the file's is the one the page shows after the file's address.
  const token = (await page.locator("main").innerText()).match(/svc-verification\.txt holding\s+([A-Za-z0-9_-]+)/)![1];
  await page.goto("/dev/world");
  await page.getByLabel("Domain").selectOption(DOMAIN);
  await page.getByLabel("Proof").selectOption("https_file");
  await page.getByLabel("Token (from your company page)").fill(token);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status")).toContainText(`Placed the verification file of ${DOMAIN}`);
  await page.goto("/workspace/companies/pebble-crm");
  await page.getByRole("button", { name: "Verify now" }).click();
  await expect(page.getByText(/Claim: verified \(by HTTPS file/)).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Record: published.")).toBeVisible();
}

test("invite, join, a buyer's request, refused as member, promoted, answered, mailed, removed", async ({ browser }) => {
  const stamp = Date.now();
  const ownerEmail = `e2e-journey-owner-${stamp}@example.test`;
  const colleagueEmail = `e2e-journey-colleague-${stamp}@example.test`;
  const buyerEmail = `e2e-journey-buyer-${stamp}@buyer.example`;
  const ownerCtx = await browser.newContext();
  const colleagueCtx = await browser.newContext();
  // The buyer is signed out and has JavaScript off: the company page's form must work as plain HTML.
  const buyerCtx = await browser.newContext({ javaScriptEnabled: false });
  const owner = await ownerCtx.newPage();
  const colleague = await colleagueCtx.newPage();
  const buyer = await buyerCtx.newPage();

  await signUpWithForms(owner, ownerEmail, "Pebble Team");
  await claimAndPublish(owner);

  await owner.goto("/workspace/members");
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Members of Pebble Team");
  await owner.getByLabel("Email address").fill(colleagueEmail);
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByRole("status")).toContainText(`Invited ${colleagueEmail} as member`);
  await noAxeViolations(owner);

  // The colleague signs up with the invited address, confirms, and accepts from the mailed link.
  await signUpWithForms(colleague, colleagueEmail, "Colleague's own");
  const [invitation] = await mailedText(colleague, colleagueEmail, /http\S+\/workspace\/members\/accept\?token=[A-Za-z0-9_-]+/);
  await colleague.goto(invitation);
  await noAxeViolations(colleague);
  await colleague.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(colleague).toHaveURL(/\/workspace\/inbox\?notice=/);
  await expect(colleague.getByRole("status")).toContainText("You joined Pebble Team as member");
  await expect(colleague.getByText("No requests.")).toBeVisible();
  await noAxeViolations(colleague);

  // A buyer, signed out, asks for a document from the company's page.
  await buyer.goto("/network/company/pebble-crm");
  await buyer.getByRole("link", { name: "Request a document from Pebble CRM" }).click();
  await expect(buyer).toHaveURL(/\/network\/company\/pebble-crm\/request$/);
  await buyer.getByLabel("Your name").fill("Jo Buyer");
  await buyer.getByLabel("Email address").fill(buyerEmail);
  await buyer.getByLabel("Your company (optional)").fill("Buyer Ltd");
  await buyer.getByLabel("Document").fill("SOC 2 Type II report");
  await buyer.getByRole("button", { name: "Send request" }).click();
  await expect(buyer.getByRole("status")).toContainText("Your request was sent to Pebble CRM");

  // The colleague sees it, without the buyer's address, and as member cannot answer it.
  await colleague.goto("/workspace/inbox");
  const row = colleague.getByRole("row").filter({ hasText: "document: SOC 2 Type II report" });
  await expect(row).toContainText("Jo Buyer, Buyer Ltd");
  await expect(row).not.toContainText(buyerEmail);
  await expect(row).toContainText("new");
  const listed = await (await colleague.request.get("/api/workspace/requests")).json();
  const id = listed.items.find((i: { document: string }) => i.document === "SOC 2 Type II report").id as string;
  const refused = await colleague.request.post(`/api/workspace/requests/${id}/answer`, { data: { decision: "share", document_url: LINK } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe("forbidden");

  // The owner promotes them to admin; they answer `share` with the link from the inbox's form.
  await owner.goto("/workspace/members");
  await owner.getByLabel(`Role of ${colleagueEmail}`, { exact: true }).selectOption("admin");
  await owner.getByRole("button", { name: `Change the role of ${colleagueEmail}` }).click();
  await expect(owner.getByRole("status")).toContainText(`${colleagueEmail} is now admin`);

  await colleague.goto("/workspace/inbox");
  await expect(colleague.getByRole("row").filter({ hasText: "document: SOC 2 Type II report" })).toContainText(buyerEmail);
  await colleague.getByLabel("Decision").selectOption("share");
  await colleague.getByLabel("Link to the document (https)").fill(LINK);
  await colleague.getByRole("button", { name: `Answer request ${id}` }).click();
  await expect(colleague.getByRole("status")).toBeVisible();
  await expect(colleague.getByRole("row").filter({ hasText: "document: SOC 2 Type II report" })).toContainText(
    `answered by ${colleagueEmail}`,
  );
  await noAxeViolations(colleague);

  // The buyer's mail arrives with the link.
  const [mailed] = await mailedText(buyer, buyerEmail, new RegExp(LINK.replace(/[.]/g, "\\.")));
  expect(mailed).toBe(LINK);

  // The owner removes the colleague: their session in this workspace ends at once.
  await owner.goto("/workspace/members");
  await owner.getByRole("button", { name: `Remove ${colleagueEmail}` }).click();
  await expect(owner.getByRole("status")).toContainText("1 session(s) ended");
  await colleague.goto("/workspace/inbox");
  await expect(colleague).toHaveURL(/\/sign-in/);
  expect((await colleague.request.get("/api/workspace/requests")).status()).toBe(401);

  // The request form passes axe too (axe needs JavaScript: the owner's page has it).
  await owner.goto("/network/company/pebble-crm/request");
  await noAxeViolations(owner);

  await ownerCtx.close();
  await colleagueCtx.close();
  await buyerCtx.close();
});
