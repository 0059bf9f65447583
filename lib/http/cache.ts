// The edge cache table of Part 8, in one place. Routes name a policy; the wrapper sets the header.

export const CACHE_POLICIES = {
  "directory-search": "public, max-age=60, s-maxage=60, stale-while-revalidate=300",
  suggest: "public, max-age=60, s-maxage=60, stale-while-revalidate=300",
  featured: "public, max-age=120, s-maxage=120",
  vendor: "public, max-age=120, s-maxage=120",
  profile: "public, max-age=120, s-maxage=120",
  badge: "public, max-age=120, s-maxage=120",
  rollup: "public, max-age=300, s-maxage=300",
  legal: "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
  // The embeddable badge script and pages that change only with a deployment (their Markdown twins, llms.txt).
  script: "public, max-age=300, s-maxage=300",
  "static-page": "public, max-age=300, s-maxage=300",
  // Contracts and registries change only with a deployment.
  contract: "public, max-age=300, s-maxage=300",
  // issue 15: full log tiles, bundles and proofs for a given size never change; the checkpoint moves.
  "log-tile": "public, max-age=31536000, immutable",
  "log-checkpoint": "public, max-age=2",
  "no-store": "no-store",
} as const;

export type CachePolicy = keyof typeof CACHE_POLICIES;

export function cacheControl(policy: CachePolicy): string {
  return CACHE_POLICIES[policy];
}
