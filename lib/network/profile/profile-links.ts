// Public URLs a profile record links to, all on the configured hosts.
import { env } from "@/lib/platform/env";

export function profileLinks(slug: string, workerRoute: boolean) {
  const { BASE_URL, API_URL } = env();
  const q = encodeURIComponent(slug);
  return {
    canonicalUrl: `${BASE_URL}/network/company/${q}`,
    history: `${BASE_URL}/api/network/profile/history?q=${q}`,
    keys: `${BASE_URL}/verify/keys`,
    schema: contractSchemaUrl(),
    sectionCapabilities: `${BASE_URL}/section-capabilities.json`,
    worker: workerRoute ? `${API_URL}/public/trust/${q}` : null,
  };
}

export function contractSchemaUrl(): string {
  return `${env().BASE_URL}/schemas/network-profile.v2.schema.json`;
}

export function versionUrl(slug: string, version: number): string {
  return `${env().BASE_URL}/api/network/profile/history?q=${encodeURIComponent(slug)}&version=${version}`;
}
