// GET /log/proof/consistency?from=&to= – the RFC 9162 proof that the tree of `to` extends the tree of `from`.
import { consistencyProofRoute } from "@/lib/contracts/statement-log";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { latestCheckpoint, treeAt } from "@/lib/statement-log/log-store";
import { beyondLog, logRead } from "./log-read";

export const GET = route(consistencyProofRoute, async ({ query }) => {
  if (query.from > query.to) {
    throw new ApiError("bad_request", {
      message: "Parameter `from` must not exceed `to`.",
      errors: [{ in: "query", name: "from", message: `must be at most to (${query.to})` }],
    });
  }
  const body = await logRead(async (db) => {
    const cp = await latestCheckpoint(db);
    const current = cp?.size ?? 0;
    if (query.to > current) throw beyondLog("to", query.to, current);
    const tree = treeAt(db, query.to);
    const [hashes, fromRoot, toRoot] = await Promise.all([tree.consistencyProof(query.from), treeAt(db, query.from).root(), tree.root()]);
    return {
      from: query.from,
      to: query.to,
      from_root: fromRoot.toString("base64"),
      to_root: toRoot.toString("base64"),
      hashes: hashes.map((h) => h.toString("base64")),
    };
  });
  return json(body);
});
