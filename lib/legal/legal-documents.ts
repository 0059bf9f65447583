// The twenty published legal documents, as authored. Their HTML is sanitised before it is served
// (lib/legal/read-legal-document.ts), so a slip in authoring cannot reach a reader as markup.

export interface LegalDocumentSource {
  slug: string;
  title: string;
  /** Effective date, YYYY-MM-DD. */
  effective: string;
  html: string;
}

const doc = (slug: string, title: string, effective: string, ...paragraphs: string[]): LegalDocumentSource => ({
  slug,
  title,
  effective,
  html: `<h1>${title}</h1>\n<p><em>Effective ${effective}.</em></p>\n${paragraphs.join("\n")}`,
});

export const LEGAL_DOCUMENTS: readonly LegalDocumentSource[] = [
  doc(
    "terms",
    "Terms of Service",
    "2026-08-22",
    "<h2>1. What the service is</h2><p>The Public Trust Network keeps one current, source-labelled profile per software or AI " +
      "company. It witnesses and dates facts only: it records what a reading found, from a named source, on a stated date.</p>",
    "<h2>2. What the service is not</h2><p>The service never grades, rates, scores, ranks or certifies a company, " +
      "and it signs no company's claims. Nothing it publishes is an attestation, an audit opinion or advice.</p>",
    "<h2>3. Public reads</h2><p>Public reads need no key and no account and are free for " +
      "everyone on the same allowance. Rate limits are published in the interface specification.</p>",
    "<h2>4. Accounts</h2><p>Company accounts are for people authorised to act for the " +
      "company. You keep your credentials secret and tell us at once if one is lost.</p>",
    "<h2>5. Liability</h2><p>The service is provided as is. To the extent the law " +
      "allows, we are not liable for decisions taken on the basis of a published record.</p>",
    '<h2>6. Contact</h2><p>Questions about these terms: <a href="mailto:legal@localhost">legal@localhost</a>.</p>',
    "<h2>7. Changes to these documents</h2><p>Each legal document carries its effective date. Material " +
      "changes are announced 30 days before they take effect; the previous text stays available on request.</p>",
  ),
  doc(
    "privacy",
    "Privacy Notice",
    "2026-08-22",
    "<h2>What we collect</h2><ul><li>Account data: email address, password hash, optional second " +
      "factor.</li><li>Request data: a keyed hash of the client address for rate limits and view counting, never " +
      "the address itself in logs.</li><li>Company data that companies publish or that readings observe.</li></ul>",
    "<h2>Why</h2><p>To run the service, keep it secure and count views once per ten minutes " +
      "per address. We do not sell personal data and we do not build advertising profiles.</p>",
    "<h2>Your rights</h2><p>You may ask for access, correction, deletion, restriction or a copy of your " +
      'data, and object to processing. Contact <a href="mailto:privacy@localhost">privacy@localhost</a>.</p>',
  ),
  doc(
    "dpa",
    "Data Processing Addendum",
    "2026-08-22",
    "<p>This addendum applies where we process personal data on behalf of a " +
      "company workspace (for example buyer-intent leads and access requests).</p>",
    "<h2>Instructions</h2><p>We process workspace personal data only on the workspace's documented " +
      "instructions, under confidentiality, with the security measures of the Security Overview.</p>",
    "<h2>Subprocessors</h2><p>The current list is published at <code>/api/legal/subprocessors</code>, " +
      "with 30 days' notice before a new subprocessor is added.</p>",
    "<h2>Transfers</h2><p>Transfers outside the EEA rely on the EU Standard " +
      "Contractual Clauses (2021/914), module two or three as applicable.</p>",
  ),
  doc(
    "subprocessors",
    "Subprocessors",
    "2026-09-01",
    "<table><thead><tr><th>Subprocessor</th><th>Purpose</th><th>Location</th></tr></thead><tbody><tr><td>Managed PostgreSQL " +
      "provider</td><td>Primary database</td><td>EU</td></tr><tr><td>Managed Redis " +
      "provider</td><td>Shared counters and replay caches</td><td>EU</td></tr><tr><td>Transactional " +
      "email provider</td><td>Account and confirmation mail</td><td>EU</td></tr></tbody></table>",
    "<p>We give 30 days' notice of a change on this page and to workspace owners by email.</p>",
  ),
  doc(
    "acceptable-use",
    "Acceptable Use Policy",
    "2026-08-22",
    "<p>Do not use the service to:</p><ul><li>exceed published rate limits or evade them by rotating " +
      "addresses;</li><li>misrepresent a published record as a certification, grade or endorsement;</li><li>publish facts about a " +
      "company you are not authorised to speak for;</li><li>probe, scan or attack the service or a company through it.</li></ul>",
    "<p>We may suspend access that breaks this policy, with notice where the law and safety allow.</p>",
  ),
  doc(
    "security",
    "Security Overview",
    "2026-08-22",
    "<ul><li>Secrets and API keys are stored only as hashes, or encrypted where they must be used to sign.</li><li>Workspace " +
      "credentials are bound to a client key (DPoP) and every write is recorded in a per-workspace audit log.</li><li>Witness " +
      "statements are signed with Ed25519; public keys stay published after rotation so old statements remain " +
      "verifiable.</li><li>Outbound requests pass through one guard that refuses private, loopback and metadata addresses.</li></ul>",
    '<p>Report a vulnerability under the <a href="/api/legal/responsible-disclosure">Vulnerability Disclosure Policy</a>.</p>',
  ),
  doc(
    "cookies",
    "Cookie Notice",
    "2026-08-22",
    "<p>The web host sets one strictly necessary cookie when you sign in: an httpOnly, Secure, SameSite=Lax session " +
      "cookie lasting at most 30 days. Public pages set no cookies, and we use no analytics or advertising cookies.</p>",
  ),
  doc(
    "accessibility",
    "Accessibility Statement",
    "2026-08-22",
    "<p>We aim to meet WCAG 2.2 level AA on every public page. Pages are tested with automated " +
      "checks on each release and by keyboard and screen reader before major changes.</p>",
    "<p>If something is hard to use, write to <a " +
      'href="mailto:accessibility@localhost">accessibility@localhost</a>; we answer within five working days.</p>',
  ),
  doc(
    "api-terms",
    "API and Data Use Terms",
    "2026-08-22",
    "<p>Public reads, the change feed, the MCP server and the A2A agent may be used by anyone " +
      "within the published limits. You may store and redistribute published records if you keep each " +
      "fact's origin and date with it and do not present a record as a score or certification.</p>",
    "<p>Version 1 of the network profile contract is withdrawn on 2027-03-01; " +
      "breaking changes are announced 90 days ahead in the changelog.</p>",
  ),
  doc(
    "badge-terms",
    "Badge and Embed Terms",
    "2026-08-22",
    "<p>A company may embed its badge (<code>/badge.js</code> or the badge image) on its own pages. The badge shows counts of what " +
      "was witnessed and when; it must not be altered, cropped of its date, or shown for a company other than the one it names.</p>",
  ),
  doc(
    "responsible-disclosure",
    "Vulnerability Disclosure Policy",
    "2026-08-22",
    "<p>We welcome reports of security issues. Test only against your own account, do not access others' data, and " +
      "give us 90 days to fix before disclosure. We will not pursue good-faith research that follows this policy.</p>",
    '<p>Send reports to <a href="mailto:security@localhost">security@localhost</a>; ' +
      "our <code>security.txt</code> carries the same contact.</p>",
  ),
  doc(
    "data-retention",
    "Data Retention Schedule",
    "2026-08-22",
    "<table><thead><tr><th>Data</th><th>Kept</th></tr></thead><tbody><tr><td>Readings and witness " +
      "statements</td><td>As long as the company's record exists</td></tr><tr><td>Idempotency answers</td><td>24 " +
      "hours</td></tr><tr><td>A2A tasks</td><td>24 hours</td></tr><tr><td>DPoP proof identifiers</td><td>10 " +
      "minutes</td></tr><tr><td>Sessions</td><td>At most 30 days</td></tr></tbody></table>",
  ),
  doc(
    "law-enforcement",
    "Government and Law Enforcement Requests",
    "2026-08-22",
    "<p>We disclose account data only under a valid legal process from a competent authority, tell the " +
      "affected workspace unless legally prohibited, and publish an annual count of requests received.</p>",
  ),
  doc(
    "copyright",
    "Copyright and Takedown Policy",
    "2026-08-22",
    "<p>If content on the service infringes your rights, send a notice naming the work, the " +
      'location of the material and your contact details to <a href="mailto:legal@localhost">legal@localhost</a>. ' +
      "We act on complete notices promptly and tell the company concerned.</p>",
  ),
  doc(
    "trademark",
    "Trademark Guidelines",
    "2026-08-22",
    "<p>Company names and marks shown on profiles belong to their owners and identify the " +
      "company a record is about. Their display implies no endorsement by the company or by us.</p>",
  ),
  doc(
    "ai-use",
    "AI Use Statement",
    "2026-08-22",
    "<p>Questionnaire drafts may be reworded by a language model when a company asks for it. Only answers " +
      "that already carry a source are sent; items routed for human review never are, and the source stays " +
      "attached. No model decides what a reading found, and no customer data is used to train models.</p>",
  ),
  doc(
    "corrections",
    "Corrections and Disputes Policy",
    "2026-08-22",
    "<p>A company may correct what it declared at any time; the correction is published as a new " +
      "record version naming the version it corrects. Where two sources disagree, both accounts are " +
      "published in the fixed order of the origin vocabulary; the service does not decide between them.</p>",
  ),
  doc(
    "imprint",
    "Legal Notice",
    "2026-08-22",
    "<p>Public Trust Network, operated by the service operator named in the deployment's " +
      'configuration. Contact: <a href="mailto:legal@localhost">legal@localhost</a>.</p>',
  ),
  doc(
    "modern-slavery",
    "Modern Slavery Statement",
    "2026-08-22",
    "<p>We have no tolerance for forced labour in our operations or supply chain. Suppliers we rely on " +
      "are listed in the Subprocessors document and are chosen with their labour practices in view.</p>",
  ),
  // The document every worker profile's `disclaimer_url` names. It replaced "Changes to These Documents",
  // whose one paragraph is now section 7 of the Terms, so the set stays the twenty the spec names.
  doc(
    "disclaimer",
    "Disclaimer: What a Record Is and Is Not",
    "2026-11-25",
    "<h2>Witnessed, dated, not judged</h2><p>Every value on a profile is witnessed evidence: what a " +
      "reading found, from a named source, on a stated date. The service never grades, rates, scores, ranks " +
      "or certifies a company, and nothing it publishes is an attestation, an audit opinion or advice.</p>",
    "<h2>What is signed</h2><p>Only the witness statement of a reading is signed, and it says what that reading found. The profile, " +
      "its facts and the company's own text are not signed by the service; a company-declared fact is the company's own account.</p>",
    "<h2>Three kinds of nothing</h2><p>No published record, a read that failed (a 503) and a reading with no " +
      "observation are different things. None of them says anything bad about a company; privacy is a valid choice.</p>",
    "<h2>Your decision</h2><p>Use a record as one input among others and check what matters to " +
      "you at its source. The service is provided as is; see section 5 of the Terms of Service.</p>",
  ),
];
