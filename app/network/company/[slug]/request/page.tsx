// /network/company/<slug>/request – a buyer asks a published company for a document, with a plain form
// (works without JavaScript). The request lands in the company's inbox; the company answers by mail.
import type { Metadata } from "next";
import { getDb } from "@/lib/platform/db/client";
import { findRequestTarget } from "@/lib/inbox/request-document-access";
import { setPageStatus } from "@/lib/transports/pages/page-status";
import { profilePath } from "@/lib/site/urls";
import { Field } from "@/app/_components/field";
import { FormNotice, readNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Request a document", robots: { index: false } };

export default async function RequestDocumentPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: PageSearch;
}) {
  const { slug } = await params;
  const msg = await readNotice(searchParams);
  const company = await findRequestTarget(await getDb(), slug);
  if (!company) {
    // Rendered here rather than with notFound(), so the page reads completely without JavaScript (see the company page).
    setPageStatus(404);
    return (
      <>
        <h1>Request a document</h1>
        <p>
          No published profile has this name, so nobody answers requests for it here. <a href="/network">Search the directory</a>.
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Request a document from {company.name}</h1>
      <FormNotice {...msg} />
      <p>
        Ask {company.name} for a document its profile does not publish, such as a security report or a policy. The request goes to the
        company&apos;s inbox and the company answers by mail, to the address you give; it is never shown to anyone else.{" "}
        <a href={profilePath(company.slug)}>Back to the profile</a>
      </p>
      <PostForm action={`/api/network/company/${encodeURIComponent(company.slug)}/request-access`} submit="Send request">
        <Field id="request-name" label="Your name">
          <input id="request-name" name="name" required maxLength={200} size={40} autoComplete="name" />
        </Field>
        <Field id="request-email" label="Email address">
          <input id="request-email" name="email" type="email" required size={40} autoComplete="email" />
        </Field>
        <Field id="request-company" label="Your company (optional)">
          <input id="request-company" name="company" maxLength={200} size={40} autoComplete="organization" />
        </Field>
        <Field
          id="request-document"
          label="Document"
          help={{ id: "request-document-help", text: "For example: SOC 2 Type II report" }}
        >
          <input id="request-document" name="document" required maxLength={200} size={40} aria-describedby="request-document-help" />
        </Field>
        <Field id="request-reason" label="Why you ask (optional)">
          <textarea id="request-reason" name="reason" rows={4} cols={60} maxLength={2000} />
        </Field>
      </PostForm>
    </>
  );
}
