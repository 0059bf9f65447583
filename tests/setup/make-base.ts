// Builds the run's seeded base in a process of its own and writes what the integration run needs to use it
// to the file named as its argument, as one JSON document: the test environment it was seeded under (its
// witness key signed the seed) and the variables that say where the base is. `npm test` (tests/run.ts)
// starts it beside the unit tests, so the seeding is done by the time the integration run's global setup
// asks for it.
import { writeFileSync } from "node:fs";
import { createBase } from "@/tests/setup/test-db";
import { testEnv } from "@/tests/setup/test-env";

const env = testEnv();
Object.assign(process.env, env);
const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
const vars = await createBase(async (holder) => {
  await seedDemoNetwork(await holder.client, { now: new Date() });
});
writeFileSync(process.argv[2]!, JSON.stringify({ env, vars }));
