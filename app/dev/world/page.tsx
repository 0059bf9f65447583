import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listWorldDomains, worldAvailable } from "@/lib/companies/dev-world";
import { getDb } from "@/lib/platform/db/client";
import { Field } from "@/app/_components/field";
import { FormNotice, readNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Development world", robots: { index: false } };

// The local HTTPS world's demo domains (development only): place a claim's proof on one, or take it away.
export default async function WorldPage({ searchParams }: { searchParams: PageSearch }) {
  if (!worldAvailable()) notFound();
  const msg = await readNotice(searchParams);
  const domains = await listWorldDomains(await getDb());
  return (
    <>
      <h1>Development world</h1>
      <FormNotice {...msg} />
      <p>
        The demo domains live in a local HTTPS world with its own DNS. Place your claim&apos;s token here as a TXT record or a
        verification file, then verify from your workspace; remove it to watch a re-check fail. This page does not exist in
        production.
      </p>
      <PostForm action="/dev/world/proofs" submit="Apply">
        <Field id="w-domain" label="Domain">
          <select id="w-domain" name="domain">
            {domains.map((d) => (
              <option key={d.domain} value={d.domain}>
                {d.domain}
                {d.claimed ? " (claimed)" : ""}
              </option>
            ))}
          </select>
        </Field>
        <Field id="w-method" label="Proof">
          <select id="w-method" name="method">
            <option value="dns_txt">DNS TXT record</option>
            <option value="https_file">HTTPS verification file</option>
          </select>
        </Field>
        <Field id="w-action" label="Action">
          <select id="w-action" name="action">
            <option value="place">Place</option>
            <option value="remove">Remove</option>
          </select>
        </Field>
        <Field id="w-token" label="Token (from your company page)">
          <input id="w-token" name="token" size={50} autoComplete="off" />
        </Field>
      </PostForm>
      <h2>Domains</h2>
      <ul>
        {domains.map((d) => (
          <li key={d.domain}>
            <code>{d.domain}</code>: {d.claimed ? "claimed" : "unclaimed"}
            {d.txt.length ? `; TXT ${d.txt.join(", ")}` : ""}
            {d.file ? `; file ${d.file}` : ""}
          </li>
        ))}
      </ul>
    </>
  );
}
