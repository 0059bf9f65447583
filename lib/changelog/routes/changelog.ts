// GET /api/changelog – contract changes with their dates (spec Part 9).
import { CHANGELOG, NOTICE_DAYS } from "@/lib/changelog/changelog-entries";
import { changelogRoute } from "@/lib/changelog/routes/changelog.contract";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(changelogRoute, async () => json({ format: "svc.changelog/1", notice_days: NOTICE_DAYS, entries: CHANGELOG }));
