// Submits the /verify page's form as a browser without JavaScript does: read the form's hidden fields
// (React names the server action there), post them with the pasted text as multipart form data to the
// page's own address, and read the answer the page renders.
// undici's own FormData: the test client is undici's fetch, which serializes only its own FormData.
import { FormData } from "undici";
import type { TestApp } from "@/tests/helpers/app";

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The form's hidden fields, read once from GET /verify. */
export async function verifyFormFields(app: TestApp): Promise<[string, string][]> {
  const page = await app.web.get("/verify");
  if (page.status !== 200) throw new Error(`GET /verify answered ${page.status}`);
  const form = /<form[^>]*>([\s\S]*?)<\/form>/.exec(page.text)?.[1] ?? "";
  return [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)].map((m) => [
    unescape(m[1]!),
    unescape(m[2] ?? ""),
  ]);
}

export interface VerifyPageAnswer {
  status: number;
  outcome: string | null;
  flags: string[];
  html: string;
}

export async function submitVerifyForm(app: TestApp, fields: [string, string][], input: string): Promise<VerifyPageAnswer> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  form.append("input", input);
  const res = await app.web.stream("/verify", {
    method: "POST",
    body: form as never,
    headers: { origin: app.baseUrl, accept: "text/html" },
  });
  const html = await res.text();
  const output = /<output data-outcome="([^"]+)" data-flags="([^"]*)"/.exec(html);
  return { status: res.status, outcome: output?.[1] ?? null, flags: output?.[2] ? output[2].split(" ") : [], html };
}
