// Shared by the log's routes: a store read that fails is a 503 `record_unavailable` within the request,
// never a hang or a 500; a size beyond the log, or parameters out of order, are a 400 naming the parameter.
import { getDb, type Db } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { readStage } from "@/lib/network/profile/read-stage";
import { latestCheckpoint, treeAt } from "@/lib/statement-log/log-store";
import type { TreeReader } from "@/lib/statement-log/merkle";

export function logRead<T>(read: (db: Db) => Promise<T>): Promise<T> {
  return readStage("record_unavailable", async () => read(await getDb()));
}

/** A 400 for one query parameter: the message for people, the detail for the `errors` list. */
export function badParam(param: string, message: string, detail: string): ApiError {
  return new ApiError("bad_request", { message, errors: [{ in: "query", name: param, message: detail }] });
}

/** Reads the log's tree as it stood at `size` entries; a size beyond the latest checkpoint is refused, naming `param`. */
export function readTreeAt<T>(param: string, size: number, read: (tree: TreeReader, db: Db) => Promise<T>): Promise<T> {
  return logRead(async (db) => {
    const current = (await latestCheckpoint(db))?.size ?? 0;
    if (size > current)
      throw badParam(param, `Parameter \`${param}\` (${size}) is beyond the log, which holds ${current} entries.`, `at most ${current}`);
    return read(treeAt(db, size), db);
  });
}
