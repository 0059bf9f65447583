// GET /log/lookup?statement_sha256=<hex> – the log entry of one statement, found by the SHA-256 of its
// payload, with a receipt: the latest signed checkpoint and the inclusion proof into it.
import { logLookupRoute } from "@/lib/transports/worker/log/lookup-route.contract";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { cosignedNote, latestCheckpoint, treeAt } from "@/lib/statement-log/log-store";
import type { LogEntryKind } from "@/lib/vocabulary/statement-log";
import { logRead } from "@/lib/transports/worker/log/log-read";

export const GET = route(logLookupRoute, async ({ query }) => {
  const body = await logRead(async (db) => {
    const checkpoint = await latestCheckpoint(db);
    const entry = checkpoint
      ? await db.logEntry.findFirst({
          where: { statementSha256: query.statement_sha256, index: { lt: BigInt(checkpoint.size) } },
          orderBy: { index: "asc" },
          select: { index: true, kind: true, entry: true, leafHash: true },
        })
      : null;
    if (!checkpoint || !entry)
      throw new ApiError("not_found", {
        message: `No integrated log entry holds a statement whose payload has SHA-256 ${query.statement_sha256}.`,
      });
    const index = Number(entry.index);
    const [proof, { note }] = await Promise.all([treeAt(db, checkpoint.size).inclusionProof(index), cosignedNote(db, checkpoint)]);
    const logged = JSON.parse(Buffer.from(entry.entry).toString("utf8")) as { statement: Record<string, unknown> };
    return {
      statement_sha256: query.statement_sha256,
      index,
      kind: entry.kind as LogEntryKind,
      leaf_hash: Buffer.from(entry.leafHash).toString("base64"),
      statement: logged.statement,
      receipt: { checkpoint: note, size: checkpoint.size, inclusion_proof: proof.map((h) => h.toString("base64")) },
    };
  });
  return json(body);
});
