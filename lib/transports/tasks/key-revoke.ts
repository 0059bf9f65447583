// npm run key:revoke -- <kid> [--compromised-at <time>] (or --kid <kid>): revokes a witness signing key against the configured database.
// The key stays published at /public/keys as `revoked`; every statement it signed reads as revoked. The key that still signs under this
// configuration is refused (rotate first); an already revoked key changes nothing.
import { openTaskDb, runTask } from "@/lib/transports/tasks/run-task";

const USAGE = "usage: npm run key:revoke -- <kid> [--compromised-at <ISO 8601 time>]  (or --kid <kid>)";
// A kid is a JWK thumbprint or the `kid` an operator configured: printable ASCII, no spaces.
const KID = /^[\x21-\x7e]{1,200}$/;

function parseArgs(argv: string[]): { kid: string; compromisedAt: Date | null } {
  let kid: string | undefined;
  let compromisedAt: Date | null = null;
  const setKid = (value: string | undefined) => {
    if (kid !== undefined) throw new Error(`the kid is given twice; one key per run. ${USAGE}`);
    if (value === undefined || value.startsWith("--")) throw new Error(`--kid needs a value. ${USAGE}`);
    kid = value;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const k = arg.match(/^--kid(?:=(.*))?$/);
    const c = arg.match(/^--compromised-at(?:=(.*))?$/);
    if (k) setKid(k[1] ?? argv[++i]);
    else if (c) {
      const value = c[1] ?? argv[++i];
      if (value === undefined || value.startsWith("--")) throw new Error(`--compromised-at needs a time. ${USAGE}`);
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(Date.parse(value)))
        throw new Error(`--compromised-at must be an ISO 8601 time with its offset (e.g. 2026-11-28T03:00:00Z), not "${value}".`);
      compromisedAt = new Date(value);
    } else if (arg.startsWith("--")) throw new Error(`unknown argument "${arg}". ${USAGE}`);
    else setKid(arg);
  }
  if (kid === undefined) throw new Error(`the kid is required. ${USAGE}`);
  if (!KID.test(kid))
    throw new Error("the kid must be 1 to 200 printable ASCII characters without spaces, as listed at GET {api_url}/public/keys.");
  return { kid, compromisedAt };
}

async function main(): Promise<void> {
  const { kid, compromisedAt } = parseArgs(process.argv.slice(2));
  const db = await openTaskDb();
  const { compromiseSigningKey, revokeSigningKey } = await import("@/lib/witness/revoke-signing-key");
  if (compromisedAt) {
    const r = await compromiseSigningKey(db, kid, compromisedAt);
    if (r.outcome === "already_compromised") {
      console.log(`witness signing key ${kid} is already marked compromised, since ${r.compromisedAt.toISOString()}; nothing changed.`);
      return;
    }
    console.log(
      `marked witness signing key ${kid} compromised at ${r.compromisedAt.toISOString()} (retired since ${r.notAfter.toISOString()}). ` +
        "It stays published at /public/keys with compromised_at: statements taken at or after that " +
        "time verify as compromised_key; earlier ones stay valid, flagged signed_before_compromise.",
    );
    return;
  }
  const r = await revokeSigningKey(db, kid);
  if (r.outcome === "already_revoked") {
    console.log(`witness signing key ${kid} is already revoked, since ${r.revokedAt.toISOString()}; nothing changed.`);
    return;
  }
  console.log(
    `revoked witness signing key ${kid} at ${r.revokedAt.toISOString()} (retired ` +
      `${r.wasSigning ? "now too" : `since ${r.notAfter.toISOString()}`}). ` +
      "It stays published at /public/keys as revoked; statements it signed read as revoked and their tokens verify as revoked_key.",
  );
  if (r.wasSigning) {
    // The table still showed it signing although this configuration does not: another instance (or this
    // one before its restart) may still sign with it, and the engine refuses to sign with a revoked key.
    console.error(
      `note: ${kid} was still recorded as the signing key. Restart every instance ` +
        `with the new key: until then their readings fail to sign with a revoked key.`,
    );
  }
}

await runTask("key:revoke", main);
