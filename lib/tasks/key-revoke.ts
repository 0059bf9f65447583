// npm run key:revoke -- --kid <kid>: revokes a witness signing key against the configured database. The key
// stays published at /public/keys as `revoked`; every statement it signed reads as revoked. The key that
// still signs under this configuration is refused (rotate first); an already revoked key changes nothing.
import { getDb } from "../db/client";
import { migratePostgres } from "../db/migrate-postgres";
import { env } from "../env";
import { runTask } from "./run-task";
import { revokeSigningKey } from "../witness/revoke-signing-key";

const USAGE = "usage: npm run key:revoke -- --kid <kid>";
// A kid is a JWK thumbprint or the `kid` an operator configured: printable ASCII, no spaces.
const KID = /^[\x21-\x7e]{1,200}$/;

function parseArgs(argv: string[]): { kid: string } {
  let kid: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const m = argv[i].match(/^--kid(?:=(.*))?$/);
    if (!m) throw new Error(`unknown argument "${argv[i]}". ${USAGE}`);
    if (kid !== undefined) throw new Error(`--kid given twice; one key per run. ${USAGE}`);
    kid = m[1] ?? argv[++i];
    if (kid === undefined || kid.startsWith("--")) throw new Error(`--kid needs a value. ${USAGE}`);
  }
  if (kid === undefined) throw new Error(`--kid is required. ${USAGE}`);
  if (!KID.test(kid)) throw new Error("--kid must be 1 to 200 printable ASCII characters without spaces, as listed at GET {api_url}/public/keys.");
  return { kid };
}

async function main(): Promise<void> {
  const { kid } = parseArgs(process.argv.slice(2));
  const url = env().DATABASE_URL;
  if (url) {
    await migratePostgres(url);
  }
  const r = await revokeSigningKey(await getDb(), kid);
  if (r.outcome === "already_revoked") {
    console.log(`witness signing key ${kid} is already revoked, since ${r.revokedAt.toISOString()}; nothing changed.`);
    return;
  }
  console.log(
    `revoked witness signing key ${kid} at ${r.revokedAt.toISOString()} (retired ${r.wasSigning ? "now too" : `since ${r.notAfter.toISOString()}`}). ` +
      "It stays published at /public/keys as revoked; statements it signed read as revoked and their tokens verify as revoked_key.",
  );
  if (r.wasSigning) {
    // The table still showed it signing although this configuration does not: another instance (or this
    // one before its restart) may still sign with it, and the engine refuses to sign with a revoked key.
    console.error(
      `note: ${kid} was still recorded as the signing key. Restart every instance with the new key: until then their readings fail to sign with a revoked key.`,
    );
  }
}

await runTask("key:revoke", main);
