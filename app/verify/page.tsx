// /verify – paste a Trust Ledger Token, a verification bundle or a statement and see what the one verifier
// decides (the same outcome `svc verify`, MCP svc_verify and the library give). Works without JavaScript.
import type { Metadata } from "next";
import { connection } from "next/server";
import { VerifyForm } from "@/lib/transports/pages/components/verify-form";
import { VERIFY_OUTCOME_MEANINGS, VERIFY_OUTCOMES } from "@/lib/vocabulary/verify-outcomes";

export const metadata: Metadata = { title: "Verify a statement" };

export default async function Verify() {
  // Rendered per request: the form posts to this address (a server action), which a prerendered page refuses.
  await connection();
  return (
    <>
      <h1>Verify a statement</h1>
      <p className="lead">
        Paste a Trust Ledger Token (<code>tlt1.…</code>), a verification bundle (<code>svc verify --save-bundle</code>) or a signed
        witness statement. The server checks it with the keys it publishes at <a href="/verify/keys">/verify/keys</a> and its log key,
        with the same verifier as <code>svc verify</code> and MCP <code>svc_verify</code>. To trust no one, run{" "}
        <code>svc verify --offline</code> on your own machine instead.
      </p>
      <VerifyForm />
      <h2>Outcomes</h2>
      <dl>
        {VERIFY_OUTCOMES.map((o) => (
          <div key={o}>
            <dt>
              <code>{o}</code>
            </dt>
            <dd>{VERIFY_OUTCOME_MEANINGS[o]}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
