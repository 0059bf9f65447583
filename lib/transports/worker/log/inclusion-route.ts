// GET /log/proof/inclusion?index=&size= – the RFC 9162 audit path of one entry in a tree of `size`.
import { inclusionProofRoute } from "@/lib/transports/worker/log/inclusion-route.contract";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { badParam, readTreeAt } from "@/lib/transports/worker/log/log-read";

export const GET = route(inclusionProofRoute, async ({ query }) => {
  if (query.index >= query.size)
    throw badParam("index", "Parameter `index` must be smaller than `size`.", `must be below size (${query.size})`);
  const body = await readTreeAt("size", query.size, async (tree) => {
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
