// Revokes a published witness signing key: the row stays (old statements must stay checkable) but is stamped
// revokedAt, so every statement it signed reads as revoked and its tokens verify as `revoked_key`. Nothing
// un-revokes a key. The key that signs under this configuration is refused: revoking it would stop the
// engine signing (it never signs with a revoked key), so the operator rotates first.
// No audit event: the audit log is per workspace and a witness key belongs to none; the act is public
// instead, as `revoked_at` at /public/keys.
import type { Db } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";
import { configuredSigningKid } from "@/lib/witness-record/signing-keys";
import { bumpPageTags } from "@/lib/platform/page-cache/tag-versions";

type RevokeSigningKeyResult =
  | { outcome: "revoked"; kid: string; revokedAt: Date; notAfter: Date; wasSigning: boolean }
  | { outcome: "already_revoked"; kid: string; revokedAt: Date };

export async function revokeSigningKey(db: Db, kid: string, now: Date = clock().now()): Promise<RevokeSigningKeyResult> {
  const row = await db.signingKey.findUnique({ where: { kid }, select: { revokedAt: true, notAfter: true } });
  if (!row) throw new Error(`no witness signing key with kid "${kid}" (the kids are listed at GET {api_url}/public/keys)`);
  if (row.revokedAt) return { outcome: "already_revoked", kid, revokedAt: row.revokedAt };
  if ((await configuredSigningKid()) === kid) {
    throw new Error(
      `"${kid}" is still the configured signing key. Rotate first: put a new key first in WITNESS_SIGNING_KEYS ` +
        "(or replace witness-keys.json in DATA_DIR), restart every instance, then revoke this one.",
    );
  }
  // Conditional writes, so a concurrent revocation or retirement is neither undone nor re-dated: a key
  // still without notAfter is retired now as well; one already retired keeps its date.
  const retiredNow = await db.signingKey.updateMany({
    where: { kid, revokedAt: null, notAfter: null },
    data: { revokedAt: now, notAfter: now },
  });
  const revoked = retiredNow.count || (await db.signingKey.updateMany({ where: { kid, revokedAt: null }, data: { revokedAt: now } })).count;
  const after = await db.signingKey.findUniqueOrThrow({ where: { kid }, select: { revokedAt: true, notAfter: true } });
  if (!revoked) return { outcome: "already_revoked", kid, revokedAt: after.revokedAt! };
  await bumpPageTags(db, [{ type: "key.lifecycle" }]);
  return { outcome: "revoked", kid, revokedAt: now, notAfter: after.notAfter!, wasSigning: retiredNow.count === 1 };
}

type CompromiseSigningKeyResult =
  | { outcome: "compromised"; kid: string; compromisedAt: Date; notAfter: Date }
  | { outcome: "already_compromised"; kid: string; compromisedAt: Date };

/**
 * Marks a key's private half as leaked at `at`: statements taken at or after it verify as
 * `compromised_key`, the ones before stay valid (flagged). Not a revocation: a revoked key's statements
 * are all refused. A key still unretired is retired now. An earlier compromise time replaces a later one
 * (the leak is known to be older); a later one changes nothing.
 */
export async function compromiseSigningKey(db: Db, kid: string, at: Date, now: Date = clock().now()): Promise<CompromiseSigningKeyResult> {
  if (at.getTime() > now.getTime())
    throw new Error(`--compromised-at ${at.toISOString()} lies in the future; give the time the key is known to have leaked`);
  const row = await db.signingKey.findUnique({ where: { kid }, select: { compromisedAt: true, notAfter: true } });
  if (!row) throw new Error(`no witness signing key with kid "${kid}" (the kids are listed at GET {api_url}/public/keys)`);
  if (row.compromisedAt && row.compromisedAt <= at) return { outcome: "already_compromised", kid, compromisedAt: row.compromisedAt };
  if ((await configuredSigningKid()) === kid) {
    throw new Error(
      `"${kid}" is still the configured signing key. Rotate first: put a new key first in WITNESS_SIGNING_KEYS ` +
        "(or replace witness-keys.json in DATA_DIR), restart every instance, then mark this one compromised.",
    );
  }
  await db.signingKey.updateMany({ where: { kid, notAfter: null }, data: { notAfter: now } });
  await db.signingKey.update({ where: { kid }, data: { compromisedAt: at } });
  const after = await db.signingKey.findUniqueOrThrow({ where: { kid }, select: { notAfter: true } });
  return { outcome: "compromised", kid, compromisedAt: at, notAfter: after.notAfter! };
}
