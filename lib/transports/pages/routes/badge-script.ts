// GET /badge.js – the embeddable badge script (lib/transports/pages/badge/badge-script.ts).
import { badgeScriptRoute } from "@/lib/transports/pages/routes/badge-script.contract";
import { route } from "@/lib/http/route";
import { text } from "@/lib/http/respond";
import { BADGE_SCRIPT } from "@/lib/transports/pages/badge/badge-script";

export const GET = route(badgeScriptRoute, async () =>
  text(BADGE_SCRIPT, "text/javascript; charset=utf-8", {
    // Loadable from any page, including ones that require cross-origin resource policy opt-in.
    headers: { "x-content-type-options": "nosniff", "cross-origin-resource-policy": "cross-origin" },
  }),
);
