// Example values that turn a route's path template into a URL the seeded fixture answers: path parameters
// by name (or by route where the example differs), and the required query of the reads that need one.
export const TEMPLATE: Record<string, string> = {
  slug: "lumen-analytics",
  handle: "lumen-analytics",
  page: "methodology",
  domain: "lumen-analytics.example",
};
// A legal document's slug, and a company the deprecated worker read still serves.
export const TEMPLATE_BY_PATH: Record<string, string> = {
  "/legal/{slug}": "terms",
  "/api/legal/{slug}": "terms",
  "/public/trust/{slug}": "kestrel-security",
};
export const REQUIRED_QUERY: Record<string, string> = {
  "/api/network/profile": "q=lumen-analytics",
  "/api/network/profile/history": "q=lumen-analytics",
  "/api/compare": "handles=lumen-analytics,kestrel-security",
  "/api/network/suggest": "q=lu",
  "/api/network/search": "q=lumen",
};

/** The path template with the example values filled in. */
export function exampleFor(path: string, template: string = path): string {
  return template.replace(/\{([^}]+)\}/g, (_: string, name: string) => TEMPLATE_BY_PATH[path] ?? TEMPLATE[name] ?? name);
}
