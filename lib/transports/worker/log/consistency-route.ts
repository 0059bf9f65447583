// GET /log/proof/consistency?from=&to= – the RFC 9162 proof that the tree of `to` extends the tree of `from`.
import { consistencyProofRoute } from "@/lib/transports/worker/log/consistency-route.contract";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { treeAt } from "@/lib/statement-log/log-store";
import { badParam, readTreeAt } from "@/lib/transports/worker/log/log-read";

export const GET = route(consistencyProofRoute, async ({ query }) => {
  if (query.from > query.to) throw badParam("from", "Parameter `from` must not exceed `to`.", `must be at most to (${query.to})`);
  const body = await readTreeAt("to", query.to, async (tree, db) => {
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
