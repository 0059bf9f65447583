// Named service secrets. Production sets them in the environment (the same on every instance). Otherwise
// an unset one is generated once into DATA_DIR/secrets.json (0600, see read-or-create-file.ts), so `npm run dev` needs no
// set-up and restarts keep sessions and cursors valid.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { readOrCreateFile } from "@/lib/platform/read-or-create-file";
import path from "node:path";
import { env } from "@/lib/platform/env";
import { processSlot } from "@/lib/platform/process-state";

export type SecretName = "SESSION_SECRET" | "CURSOR_SECRET" | "VIEWER_HASH_KEY" | "MASTER_KEY";

const held = processSlot<Map<string, Record<SecretName, string>>>("secrets");

function generate(): Record<SecretName, string> {
  return {
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    CURSOR_SECRET: randomBytes(32).toString("base64url"),
    VIEWER_HASH_KEY: randomBytes(32).toString("base64url"),
    MASTER_KEY: randomBytes(32).toString("hex"),
  };
}

function fileSecrets(dataDir: string): Record<SecretName, string> {
  const file = path.resolve(dataDir, "secrets.json");
  return JSON.parse(readOrCreateFile(file, () => JSON.stringify(generate(), null, 2) + "\n"));
}

export function secret(name: SecretName): string {
  const e = env();
  const configured = e[name];
  if (configured) return configured;
  // Several instances on a shared database must share secrets: generating one per instance would break
  // sessions and cursors between them. A single embedded-database instance may keep its own in DATA_DIR.
  if (e.NODE_ENV === "production" && e.DATABASE_URL) throw new Error(`${name} must be set when running on a shared database.`);
  held.value ??= new Map();
  const source = e.NODE_ENV === "test" ? "test" : path.resolve(e.DATA_DIR);
  let set = held.value.get(source);
  if (!set) {
    set = source === "test" ? generate() : fileSecrets(e.DATA_DIR);
    held.value.set(source, set);
  }
  return set[name];
}

/** Constant-time string equality (length is compared first; it leaks only the length). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}
