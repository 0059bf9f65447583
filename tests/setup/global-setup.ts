// Runs once per test run: builds the seeded base database every test file clones, or adopts the one
// `npm test` built beside the unit tests (tests/setup/make-base.ts, named in PREPARED_BASE_ENV).
import type { TestProject } from "vitest/node";
import { PREPARED_BASE_ENV, createBase, dropBase } from "@/tests/setup/test-db";
import { testEnv } from "@/tests/setup/test-env";

let vars: Record<string, string> = {};

export default async function setup(project: TestProject) {
  const prepared = process.env[PREPARED_BASE_ENV];
  if (prepared) {
    const base = JSON.parse(prepared) as { env: Record<string, string>; vars: Record<string, string> };
    Object.assign(process.env, base.env);
    vars = base.vars;
  } else {
    Object.assign(process.env, testEnv());
    const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
    vars = await createBase(async (holder) => {
      await seedDemoNetwork(await holder.client, { now: new Date() });
    });
  }
  delete process.env[PREPARED_BASE_ENV];
  Object.assign(process.env, vars);
  for (const [k, v] of Object.entries(vars)) project.provide(k as never, v as never);
  return async () => {
    await dropBase(vars);
  };
}
