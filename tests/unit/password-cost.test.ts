// The password hash's cost: OWASP's argon2id parameters wherever the service runs; the cheaper memory cost
// the integration suite sets (PASSWORD_HASH_MEMORY_KIB) is honoured under NODE_ENV=test only.
import { afterEach, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { resetEnvCache } from "@/lib/platform/env";

const saved = { NODE_ENV: process.env.NODE_ENV, PASSWORD_HASH_MEMORY_KIB: process.env.PASSWORD_HASH_MEMORY_KIB };

function withEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

afterEach(() => withEnv(saved));

describe("password hashes", () => {
  it("use argon2id with 19 MiB, two passes and one lane by default", async () => {
    withEnv({ NODE_ENV: "test", PASSWORD_HASH_MEMORY_KIB: undefined });
    expect(await hashPassword("correct horse")).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("ignore a lower memory cost in production and development", async () => {
    for (const NODE_ENV of ["production", "development"]) {
      withEnv({ NODE_ENV, PASSWORD_HASH_MEMORY_KIB: "1024" });
      expect(await hashPassword("correct horse")).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
  });

  it("take the test run's lower memory cost, and a hash of either cost verifies", async () => {
    withEnv({ NODE_ENV: "test", PASSWORD_HASH_MEMORY_KIB: "1024" });
    const cheap = await hashPassword("correct horse");
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    withEnv({ NODE_ENV: "production", PASSWORD_HASH_MEMORY_KIB: undefined });
    expect(await verifyPassword(cheap, "correct horse")).toBe(true);
    expect(await verifyPassword(cheap, "wrong horse")).toBe(false);
  });
});
