// The one line a company pastes into its own site to show its badge.
export function badgeSnippet(baseUrl: string, slug: string): string {
  return `<script src="${baseUrl}/badge.js" data-company="${slug}" async></script>`;
}
