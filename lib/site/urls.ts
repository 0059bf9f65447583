// The public addresses pages print (links that leave the page, verification steps, the badge snippet).
import { env } from "@/lib/platform/env";

export interface PublicUrls {
  base: string;
  api: string;
}

export function publicUrls(): PublicUrls {
  const strip = (u: string) => u.replace(/\/+$/, "");
  return { base: strip(env().BASE_URL), api: strip(env().API_URL) };
}

export function profilePath(slug: string): string {
  return `/network/company/${encodeURIComponent(slug)}`;
}
