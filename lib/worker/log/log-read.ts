// Shared by the log's routes: a store read that fails is a 503 `record_unavailable` within the request,
// never a hang or a 500; a size beyond the log is a 400 naming the parameter.
import { getDb, type Db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/api-error";
import { readStage } from "@/lib/network/profile/read-stage";

export function logRead<T>(read: (db: Db) => Promise<T>): Promise<T> {
  return readStage("record_unavailable", async () => read(await getDb()));
}

export function beyondLog(param: string, value: number, size: number): ApiError {
  return new ApiError("bad_request", {
    message: `Parameter \`${param}\` (${value}) is beyond the log, which holds ${size} entries.`,
    errors: [{ in: "query", name: param, message: `at most ${size}` }],
  });
}
