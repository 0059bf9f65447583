// Sets environment variables for one test and puts them back after it; lib/env caches what it read, so the
// cache is dropped both ways.
import { afterEach } from "vitest";
import { resetEnvCache } from "@/lib/platform/env";

export function scopedEnv(): (vars: Record<string, string | undefined>) => void {
  const saved = new Map<string, string | undefined>();
  afterEach(() => {
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    saved.clear();
    resetEnvCache();
  });
  return (vars) => {
    for (const [k, v] of Object.entries(vars)) {
      if (!saved.has(k)) saved.set(k, process.env[k]);
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
  };
}
