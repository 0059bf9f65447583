// GET /api/network/profile/history – a record's published versions (newest first, cursor-paginated) or one stored version.
import { profileHistoryRoute } from "@/lib/network/routes/profile-history.contract";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { checkedJsonAnswer } from "@/lib/http/checked-output";
import { route } from "@/lib/http/route";
import { profileLookup } from "@/lib/network/profile/profile-query";
import { HISTORY_DEFAULT_LIMIT, readProfileHistory, readProfileVersion } from "@/lib/network/profile/read-profile-history";
import { readStage } from "@/lib/network/profile/read-stage";
import { ProfileHistoryPageSchema, ProfileVersionSchema } from "@/lib/schemas/network-profile";

export const GET = route(profileHistoryRoute, async (ctx) => {
  const { q, version, limit, cursor } = ctx.query!;
  if (q.trim() === "") {
    throw new ApiError("missing_parameter", {
      message: "Missing required query parameter `q` (a domain or profile slug).",
      errors: [{ in: "query", name: "q", message: "required" }],
    });
  }
  const db = await readStage("record_unavailable", getDb);
  const lookup = profileLookup(q);
  if (version !== undefined) {
    return checkedJsonAnswer(ProfileVersionSchema, await readProfileVersion(db, { lookup, version: Number(version) }));
  }
  const page = await readProfileHistory(db, { lookup, limit: limit ? Number(limit) : HISTORY_DEFAULT_LIMIT, cursor });
  return checkedJsonAnswer(ProfileHistoryPageSchema, page);
});
