import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findClaim } from "@/lib/companies/claims";
import { claimJson } from "@/lib/companies/claims";
import { factsText, factsView } from "@/lib/companies/facts";
import { claimVerified } from "@/lib/network/claim-verified";
import { Section } from "@/lib/transports/pages/components/section";
import { DECLARABLE_FACT_CATEGORIES } from "@/lib/vocabulary/fact-categories";
import { DataTable } from "@/app/_components/data-table";
import { Field } from "@/app/_components/field";
import { FormNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";
import { signedInPage } from "@/app/_components/signed-in-page";

export const metadata: Metadata = { title: "Company" };

type Row = Awaited<ReturnType<typeof factsView>>["published"][number];

export default async function CompanyPage({ params, searchParams }: { params: Promise<{ slug: string }>; searchParams: PageSearch }) {
  const { me, msg, db } = await signedInPage(searchParams);
  const { slug } = await params;
  const claim = await findClaim(db, me.workspace.id, slug);
  if (!claim) notFound();
  const view = claimJson(claim);
  const facts = await factsView(db, claim);
  const witnessed = await claimVerified(db, claim.company);
  const base = `/api/workspace/companies/${encodeURIComponent(claim.company.slug)}`;
  const origin = (f: Row) =>
    f.origin === "company-declared"
      ? f.from_declaration_file
        ? "company-declared (signed declaration file)"
        : "company-declared (this page)"
      : f.origin;
  return (
    <>
      <h1>{claim.company.domain}</h1>
      <FormNotice {...msg} />
      <p>
        Claim: <strong>{view.state}</strong>
        {view.verified_at ? ` (by ${view.method === "dns_txt" ? "DNS TXT record" : "HTTPS file"}, ${view.verified_at})` : ""}. Record:{" "}
        <strong>{view.visibility}</strong>.
      </p>
      {witnessed ? (
        <p>
          {witnessed.log_index === null
            ? "The verification is witnessed: its signed claim statement waits a few seconds for the statement log."
            : `The verification is witnessed: its signed claim statement is log entry ${witnessed.log_index}. Anyone can check it: `}
          {witnessed.log_index === null ? null : <code>{`svc verify ${claim.company.domain} --claim ${witnessed.log_index}`}</code>}
        </p>
      ) : null}

      <Section id="verify" title="Prove control of the domain">
        <p>
          Either of these, each with its own token, then verify. Both tokens expire {view.verification.token_expires_at}; a check
          after that issues fresh ones.
        </p>
        <ul>
          <li>
            A DNS TXT record named{" "}
            <code>{view.verification.methods[0].method === "dns_txt" ? view.verification.methods[0].name : ""}</code> with the value{" "}
            <code>{view.verification.methods[0].method === "dns_txt" ? view.verification.methods[0].value : ""}</code>
          </li>
          <li>
            The file <code>{view.verification.methods[1]?.method === "https_file" ? view.verification.methods[1].url : ""}</code>{" "}
            holding <code>{view.verification.methods[1]?.method === "https_file" ? view.verification.methods[1].content : ""}</code>
          </li>
        </ul>
        <PostForm action={`${base}/verification`} submit="Verify now" />
        <p>
          Control is re-checked daily; after 7 days of failed checks the claim is suspended and the record goes private until you
          verify again.
        </p>
      </Section>

      <Section id="facts" title="Declared facts (draft)">
        <p>
          One fact a line: <code>category | key | label | value</code>. Categories: {DECLARABLE_FACT_CATEGORIES.join(", ")}. Labels up
          to 120 characters, values up to 2,000; URLs https only. The draft is published by the next publish.
        </p>
        <PostForm action={`${base}/facts`} submit="Save draft">
          <Field id="facts-text" label="Draft facts">
            <textarea id="facts-text" name="facts_text" rows={10} cols={100} defaultValue={factsText(facts.draft)} />
          </Field>
        </PostForm>
        <p>
          For automation, publish facts from your own pipeline with the signed <code>/.well-known/svc-declaration.json</code> on your
          domain and <code>svc declare</code>; workspace routes are not an integration API. Facts from that file are marked below and
          are not replaced by this draft.
        </p>
      </Section>

      <Section id="published" title="Facts on the record">
        <DataTable
          rows={facts.published}
          rowKey={(f) => `${f.category}/${f.key}/${f.origin}`}
          empty="No facts on the record yet."
          columns={[
            { header: "Fact", cell: (f) => <code>{`${f.category}/${f.key}`}</code> },
            { header: "Label", cell: (f) => f.label },
            { header: "Value", cell: (f) => f.value },
            { header: "Origin", cell: origin },
          ]}
        />
        <p>
          Witnessed facts come from the service's own readings and public-source facts from public registers; neither is editable by
          the company.
        </p>
      </Section>

      <Section id="publication" title="Publish or keep private">
        <PostForm action={`${base}/publication`} submit="Publish">
          <input type="hidden" name="visibility" value="published" />
        </PostForm>
        <PostForm action={`${base}/publication`} submit="Keep private (withdraw)">
          <input type="hidden" name="visibility" value="private" />
        </PostForm>
        <p>Publishing and withdrawing need the owner or admin role. Statements already in the witness log stay there.</p>
      </Section>
    </>
  );
}
