// Password hashing with argon2id (memory-hard), from @node-rs/argon2.
import { hash, verify } from "@node-rs/argon2";
import { env } from "@/lib/platform/env";

// Algorithm.Argon2id; the const enum is not importable under isolatedModules.
const ARGON2ID = 2;
// OWASP's argon2id parameters: 19 MiB, two passes, one lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

function options() {
  const e = env();
  // Only a test run may hash cheaper; the stored hash names its own parameters, so verify needs no setting.
  if (e.NODE_ENV === "test" && e.PASSWORD_HASH_MEMORY_KIB) return { ...OPTIONS, memoryCost: e.PASSWORD_HASH_MEMORY_KIB };
  return OPTIONS;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options());
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown address) it still spends the time of a
 * verification, so response time does not tell which addresses have accounts.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword("not-a-real-password-used-for-timing");
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
