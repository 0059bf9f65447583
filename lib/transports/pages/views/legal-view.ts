// The legal documents as pages: the index, and each document's sanitised HTML (lib/legal) with its
// links to other documents pointed at their pages rather than at the JSON read.
import { LEGAL_DOCUMENTS } from "@/lib/legal/legal-documents";
import { readLegalDocument } from "@/lib/legal/read-legal-document";

export interface LegalIndexEntry {
  slug: string;
  title: string;
  effective: string;
}

export interface LegalPageView extends LegalIndexEntry {
  /** Sanitised HTML (an allowlist of text tags), starting with the document's own title. */
  html: string;
}

export function legalIndex(): LegalIndexEntry[] {
  return LEGAL_DOCUMENTS.map(({ slug, title, effective }) => ({ slug, title, effective }));
}

export function legalPath(slug: string): string {
  return `/legal/${encodeURIComponent(slug)}`;
}

export function readLegalPage(slug: string): LegalPageView | null {
  const doc = readLegalDocument(slug);
  if (!doc) return null;
  // The sanitiser keeps only plain href attributes, so the quoted form is the only one to rewrite.
  return { ...doc, html: doc.html.replaceAll('href="/api/legal/', 'href="/legal/') };
}
