// Builds the run's seeded base in a process of its own and writes what the integration run needs to use it
// to the file named as its argument, as one JSON document: the test environment it was seeded under (its
// witness key signed the seed) and the variables that say where the base is. `npm test` (tests/run.ts)
// starts it beside the unit tests, so the seeding is done by the time the integration run's global setup
// asks for it.
import { writeFileSync } from "node:fs";
import { createSeededBase } from "@/tests/setup/test-db";

writeFileSync(process.argv[2]!, JSON.stringify(await createSeededBase()));
