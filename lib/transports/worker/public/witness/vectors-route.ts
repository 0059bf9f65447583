// GET {api_url}/public/witness/vectors.json – the statement vector file as its exact bytes, with the
// SHA-256 of those bytes in Repr-Digest (RFC 9530), so a consumer can pin the file it tested against.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { statementVectorsRoute } from "@/lib/transports/worker/public/witness/vectors-route.contract";
import { text } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

// The generator writes the file beside the token vectors; the server runs from the repository root.
const VECTORS_FILE = path.join(process.cwd(), "tests/vectors/witness-statements.json");
let cached: Promise<{ body: string; digest: string }> | undefined;

function vectors() {
  cached ??= readFile(VECTORS_FILE, "utf8").then((body) => ({ body, digest: createHash("sha256").update(body, "utf8").digest("base64") }));
  cached.catch(() => (cached = undefined));
  return cached;
}

export const GET = route(statementVectorsRoute, async () => {
  const { body, digest } = await vectors();
  return text(body, "application/json; charset=utf-8", { headers: { "repr-digest": `sha-256=:${digest}:` } });
});
