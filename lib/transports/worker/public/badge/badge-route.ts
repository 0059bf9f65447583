// GET /public/trust/{slug}/badge.svg – the embeddable badge, with an ETag for conditional requests.
import { publicTrustBadgeRoute } from "@/lib/transports/worker/public/badge/badge-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { cacheControl } from "@/lib/http/cache";
import { text } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { badgeEtag, badgeText, matchesEtag, renderBadge } from "@/lib/transports/worker/public/badge/badge-svg";

export const GET = route(publicTrustBadgeRoute, async (ctx) => {
  const svg = renderBadge(await badgeText(await getDb(), ctx.params.slug));
  const etag = badgeEtag(svg);
  // Set here because the wrapper applies the cache policy to 2xx only, and a 304 must carry it too.
  const headers = {
    etag,
    "cache-control": cacheControl("badge"),
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (matchesEtag(ctx.req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return text(svg, "image/svg+xml; charset=utf-8", { headers });
});
