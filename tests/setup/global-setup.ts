// Runs once per test run: builds the seeded base database every test file clones, or adopts the one
// `npm test` built beside the unit tests (tests/setup/make-base.ts, named in PREPARED_BASE_ENV).
import type { TestProject } from "vitest/node";
import { PREPARED_BASE_ENV, createSeededBase, dropBase } from "@/tests/setup/test-db";

let vars: Record<string, string> = {};

export default async function setup(project: TestProject) {
  const prepared = process.env[PREPARED_BASE_ENV];
  const base = prepared ? (JSON.parse(prepared) as Awaited<ReturnType<typeof createSeededBase>>) : await createSeededBase();
  Object.assign(process.env, base.env);
  vars = base.vars;
  delete process.env[PREPARED_BASE_ENV];
  Object.assign(process.env, vars);
  for (const [k, v] of Object.entries(vars)) project.provide(k as never, v as never);
  return async () => {
    await dropBase(vars);
  };
}
