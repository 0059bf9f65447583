// /legal/<slug> – one legal document. Its HTML was sanitised with an allowlist when it was loaded
// (lib/legal/read-legal-document.ts), so it is inserted as it is. The documents are a fixed set built
// with the app; any other slug is the site's 404 page (server-rendered, unlike a notFound() reached
// from a dynamic page in Next 16).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LEGAL_SLUGS } from "@/lib/legal/read-legal-document";
import { readLegalPage } from "@/lib/transports/pages/views/legal-view";

type Params = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return LEGAL_SLUGS.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = readLegalPage((await params).slug);
  return { title: page?.title ?? "Legal document not found" };
}

export default async function LegalDocument({ params }: Params) {
  const page = readLegalPage((await params).slug);
  if (!page) notFound();
  return (
    <>
      <article className="legal" dangerouslySetInnerHTML={{ __html: page.html }} />
      <p>
        <a href="/legal">All legal documents</a> · <a href={`/legal/${page.slug}.md`}>This document as Markdown</a>
      </p>
    </>
  );
}
