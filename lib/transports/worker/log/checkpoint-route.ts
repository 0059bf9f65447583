// GET /log/checkpoint – the latest signed checkpoint (C2SP signed note) with any witness cosignatures.
import { logCheckpointRoute } from "@/lib/transports/worker/log/checkpoint-route.contract";
import { ApiError } from "@/lib/http/api-error";
import { text } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { cosignedNote, latestCheckpoint } from "@/lib/statement-log/log-store";
import { logRead } from "@/lib/transports/worker/log/log-read";

export const GET = route(logCheckpointRoute, async () => {
  const note = await logRead(async (db) => {
    const cp = await latestCheckpoint(db);
    return cp ? (await cosignedNote(db, cp)).note : null;
  });
  if (!note) throw new ApiError("not_found", { message: "The log has no checkpoint yet: nothing has been integrated." });
  return text(note, "text/plain; charset=utf-8");
});
