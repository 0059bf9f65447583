// GET /api/version – which deployment is answering; never cached.
import { versionRoute } from "@/lib/version/routes/version.contract";
import { json } from "@/lib/http/respond";
import { env } from "@/lib/platform/env";
import { route } from "@/lib/http/route";
import { buildInfo } from "@/lib/version/build-stamp";

export const GET = route(versionRoute, async () => {
  const { stamp, version } = buildInfo();
  return json({ stamp, version, changelog_url: `${env().BASE_URL}/api/changelog` });
});
