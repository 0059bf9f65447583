// GET /log/proof/inclusion?index=&size= – the RFC 9162 audit path of one entry in a tree of `size`.
import { inclusionProofRoute } from "@/lib/contracts/statement-log";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { latestCheckpoint, treeAt } from "@/lib/statement-log/log-store";
import { beyondLog, logRead } from "./log-read";

export const GET = route(inclusionProofRoute, async ({ query }) => {
  if (query.index >= query.size) {
    throw new ApiError("bad_request", {
      message: "Parameter `index` must be smaller than `size`.",
      errors: [{ in: "query", name: "index", message: `must be below size (${query.size})` }],
    });
  }
  const body = await logRead(async (db) => {
    const cp = await latestCheckpoint(db);
    const current = cp?.size ?? 0;
    if (query.size > current) throw beyondLog("size", query.size, current);
    const tree = treeAt(db, query.size);
    const [hashes, root, leaf] = await Promise.all([tree.inclusionProof(query.index), tree.root(), tree.subtreeHash(0, query.index)]);
    return {
      index: query.index,
      size: query.size,
      leaf_hash: leaf.toString("base64"),
      root_hash: root.toString("base64"),
      hashes: hashes.map((h) => h.toString("base64")),
    };
  });
  return json(body);
});
