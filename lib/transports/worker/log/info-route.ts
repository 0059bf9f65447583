// GET /log – the log's origin, verifier key, latest checkpoint with its cosigners, and configured witnesses.
import { logInfoRoute } from "@/lib/transports/worker/log/info-route.contract";
import { json } from "@/lib/http/respond";
import { route, publicUrl } from "@/lib/http/route";
import { logKey } from "@/lib/statement-log/log-key";
import { cosignedNote, latestCheckpoint } from "@/lib/statement-log/log-store";
import { pendingCount } from "@/lib/statement-log/pending";
import { configuredWitnesses } from "@/lib/statement-log/witnesses";
import { logRead } from "@/lib/transports/worker/log/log-read";

export const GET = route(logInfoRoute, async ({ req }) => {
  const key = logKey();
  const body = await logRead(async (db) => {
    const cp = await latestCheckpoint(db);
    const cosigned = cp ? await cosignedNote(db, cp) : null;
    return {
      origin: key.name,
      verifier_key: key.verifierKey,
      hash: "SHA-256" as const,
      tiles: new URL("/log/tile/", publicUrl(req, "api")).toString(),
      checkpoint:
        cp && cosigned
          ? {
              size: cp.size,
              root_hash: cp.rootHash.toString("base64"),
              created_at: cp.createdAt.getTime(),
              note: cosigned.note,
              cosigned_by: cosigned.cosigners,
            }
          : null,
      witnesses: configuredWitnesses().map((w) => w.vkey),
      pending: await pendingCount(db),
    };
  });
  return json(body);
});
