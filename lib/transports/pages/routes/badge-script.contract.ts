// The contract of the route in badge-script.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";

export const badgeScriptRoute = defineRoute({
  operationId: "badgeScript",
  host: "web",
  method: "GET",
  path: "/badge.js",
  summary: "Embeddable badge script",
  description:
    'Embed with `<script src="{base_url}/badge.js" data-company="<slug>" async></script>`. Renders in a shadow ' +
    "root next to the script tag, reads `GET /api/network/profile?q=<slug>` cross-origin with credentials omitted " +
    "(no cookies), links to `/network/company/<slug>`, and states what was witnessed and when, or which kind of " +
    "nothing applies (not published, read failed, no observation on the last reading). Works under a strict Content " +
    "Security Policy: no eval, no inline handlers, no style attributes; styles come from a constructed stylesheet. " +
    "The host page must allow the script and the read: `script-src {base_url}` and `connect-src {base_url}`.",
  tags: ["Pages"],
  status: "supported",
  kind: "asset",
  responses: { 200: { description: "The script.", contentType: "text/javascript; charset=utf-8" } },
  cache: "script",
});
