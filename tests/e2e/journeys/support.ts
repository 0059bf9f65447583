// What the development journeys share: signing up as a new user does (forms and the development mailbox),
// axe, and calls to the API host, which the browser's request context cannot name on loopback.
import http from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "a long enough password";

export async function noAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/**
 * The newest mail to `to` whose text matches `pattern`, read from /dev/mailbox as a person would (mail goes
 * through the job queue, so it is polled for); returns the match.
 */
export async function mailedText(page: Page, to: string, pattern: RegExp): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get("/dev/mailbox")).text();
        const mails = html.split("<article").filter((m) => m.includes(`To <!-- -->${to}`) || m.includes(`To ${to}`));
        found = mails.map((m) => m.replace(/&amp;/g, "&").match(pattern)).find((m) => m !== null) ?? null;
        return found !== null;
      },
      { message: `a mail to ${to} matching ${pattern}`, timeout: 120_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
  return found!;
}

/** Signs up with the forms, confirms from the mailed link and signs in; ends on /workspace. */
export async function signUpWithForms(page: Page, email: string, workspace: string): Promise<void> {
  await page.goto("/sign-up");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password (at least 10 characters)").fill(PASSWORD);
  await page.getByLabel("Workspace name (optional)").fill(workspace);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status")).toContainText("Check your mailbox");
  const [link] = await mailedText(page, email, /http\S+confirm-email\?token=[A-Za-z0-9_-]+/);
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm this address" }).click();
  await expect(page.getByRole("status")).toContainText("Address confirmed");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/workspace$/);
}

export interface ApiAnswer {
  status: number;
  body: any;
}

/**
 * A request to the API host (api.localhost:<port>) through node:http with its Host header: Node's fetch
 * drops a Host header it is given and does not resolve *.localhost (notes/stack-findings.md).
 */
export function apiHost(
  baseURL: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const web = new URL(baseURL);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: web.port,
        method,
        path,
        headers: {
          host: `api.localhost:${web.port}`,
          accept: "application/json",
          ...(payload ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: the text itself.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}
