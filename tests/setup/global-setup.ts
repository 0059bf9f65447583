// Runs once per test run: builds the seeded base database every test file clones.
import type { TestProject } from "vitest/node";
import { createBase, dropBase } from "@/tests/setup/test-db";
import { testEnv } from "@/tests/setup/test-env";

let vars: Record<string, string> = {};

export default async function setup(project: TestProject) {
  Object.assign(process.env, testEnv());
  const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
  vars = await createBase(async (holder) => {
    await seedDemoNetwork(await holder.client, { now: new Date() });
  });
  Object.assign(process.env, vars);
  for (const [k, v] of Object.entries(vars)) project.provide(k as never, v as never);
  return async () => {
    await dropBase(vars);
  };
}
