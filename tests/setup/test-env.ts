// Fixed secrets for a test run, so the base seed and every app instance sign and verify alike.
import { generateKeyPairSync } from "node:crypto";

// Vite sets BASE_URL to "/" in every process it touches; ours must be a URL before anything parses env.
const HOSTS = { BASE_URL: "http://localhost:3000", API_URL: "http://api.localhost:3000" };

export function testEnv(): Record<string, string> {
  if (process.env.WITNESS_SIGNING_KEYS) return /^https?:/.test(process.env.BASE_URL ?? "") ? {} : HOSTS;
  const { privateKey } = generateKeyPairSync("ed25519");
  const jwk = { ...privateKey.export({ format: "jwk" }), kid: "test-witness-1" };
  return {
    ...HOSTS,
    NODE_ENV: "test",
    WITNESS_SIGNING_KEYS: JSON.stringify([jwk]),
    SESSION_SECRET: "test-session-secret-0123456789abcdef0123456789",
    CURSOR_SECRET: "test-cursor-secret-0123456789abcdef0123456789ab",
    VIEWER_HASH_KEY: "test-viewer-hash-key-0123456789abcdef012345678",
    MASTER_KEY: "0123456789abcdef".repeat(4),
    LOG_LEVEL: "warn",
    // Cheap password hashes (about 1 ms, not 35): honoured under NODE_ENV=test only, see lib/auth/password.ts.
    PASSWORD_HASH_MEMORY_KIB: "1024",
  };
}
