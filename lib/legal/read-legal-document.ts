// GET /api/legal/{slug}: one published legal document with sanitised HTML. Sanitising happens once, when
// the module loads, with sanitize-html (a well-kept library: an allowlist parser, not a regex).
import sanitizeHtml from "sanitize-html";
import { LEGAL_DOCUMENTS, type LegalDocumentSource } from "@/lib/legal/legal-documents";

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ["h1", "h2", "h3", "p", "em", "strong", "code", "ul", "ol", "li", "a", "table", "thead", "tbody", "tr", "th", "td", "br"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["https", "mailto"],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener" }) },
};

export function sanitiseLegalHtml(html: string): string {
  return sanitizeHtml(html, { ...ALLOWED, allowedAttributes: { a: ["href", "rel"] } });
}

const BY_SLUG = new Map<string, LegalDocumentSource>(LEGAL_DOCUMENTS.map((d) => [d.slug, { ...d, html: sanitiseLegalHtml(d.html) }]));

export const LEGAL_SLUGS = [...BY_SLUG.keys()];

export function readLegalDocument(slug: string): LegalDocumentSource | null {
  return BY_SLUG.get(slug) ?? null;
}
