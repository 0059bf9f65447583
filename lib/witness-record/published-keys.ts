// The public signing keys as published at GET {api_url}/public/keys and GET {base_url}/verify/keys.
// Read from the SigningKey table, not from configuration, so a key retired from WITNESS_SIGNING_KEYS
// stays published and the statements it signed keep verifying.
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { allPublicKeys, registerPublicKeys } from "@/lib/witness-record/signing-keys";
import { clock } from "@/lib/platform/clock";
import { keyStatus } from "@/lib/witness-record/key-status";
import { bumpPageTags } from "@/lib/platform/page-cache/tag-versions";

// One registration per (database, configured key set) per process: the configured keys must be in the
// table before it is read, but a read must not write on every request.
const registered = new WeakMap<Db, Map<string, Promise<void>>>();

function ensureRegistered(db: Db): Promise<void> {
  const source = env().WITNESS_SIGNING_KEYS ?? `dir:${env().DATA_DIR}`;
  let perDb = registered.get(db);
  if (!perDb) registered.set(db, (perDb = new Map()));
  let done = perDb.get(source);
  if (!done) {
    done = registerAndRetire(db);
    perDb.set(source, done);
    done.catch(() => perDb.delete(source));
  }
  return done;
}

/**
 * Records the configured keys, and stamps as retired any published key no longer configured: it stays
 * published (old statements must verify) but no longer reads as the active one.
 */
async function registerAndRetire(db: Db, now = clock().now()): Promise<void> {
  await registerPublicKeys(db, now);
  const configured = (await allPublicKeys()).map((k) => k.kid);
  const retired = await db.signingKey.updateMany({ where: { notAfter: null, kid: { notIn: configured } }, data: { notAfter: now } });
  if (retired.count) await bumpPageTags(db, [{ type: "key.lifecycle" }]);
}

export const HOW_TO_VERIFY =
  "Find the key whose kid equals the statement's key_id; strip `ed25519:` from signature and " +
  "base64-decode it; verify it as an Ed25519 signature over the UTF-8 bytes of payload exactly as given.";

export async function publishedSigningKeys(db: Db) {
  await ensureRegistered(db);
  // The signing key first, then retired ones, most recent first.
  const rows = await db.signingKey.findMany({
    orderBy: [{ notAfter: { sort: "desc", nulls: "first" } }, { notBefore: "desc" }, { kid: "asc" }],
  });
  const keys = rows
    .filter((r) => r.alg === "Ed25519")
    .map((r) => {
      const jwk = r.publicJwk as { x: string };
      return {
        kty: "OKP" as const,
        crv: "Ed25519" as const,
        x: jwk.x,
        kid: r.kid,
        use: "sig" as const,
        alg: "EdDSA" as const,
        notBefore: r.notBefore.toISOString(),
        notAfter: r.notAfter?.toISOString() ?? null,
        status: keyStatus(r),
        created_at: r.notBefore.toISOString(),
        retired_at: r.notAfter?.toISOString() ?? null,
        revoked_at: r.revokedAt?.toISOString() ?? null,
        compromised_at: r.compromisedAt?.toISOString() ?? null,
        public_key: Buffer.from(jwk.x, "base64url").toString("base64url"),
      };
    });
  return { keys, statement_alg: "Ed25519" as const, how_to_verify: HOW_TO_VERIFY };
}
