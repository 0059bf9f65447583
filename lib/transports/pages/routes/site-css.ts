// GET /site.css – the pages' stylesheet (app/globals.css) at a stable address, for HTML answers that are
// not Next pages (lib/auth/routes/shown-once-page.ts). Read once per process from the source the pages use.
import { readFileSync } from "node:fs";
import path from "node:path";
import { siteStylesheetRoute } from "@/lib/transports/pages/routes/site-css.contract";
import { route } from "@/lib/http/route";
import { text } from "@/lib/http/respond";

let css: string | undefined;

export const GET = route(siteStylesheetRoute, async () => {
  css ??= readFileSync(path.join(process.cwd(), "app", "globals.css"), "utf8");
  return text(css, "text/css; charset=utf-8");
});
