// npm run db:seed [-- --companies N] [-- --reset]: seeds the deterministic demo network, and with
// --companies N a large synthetic Network on top. --reset empties every model table first.
import { getDb, type Db } from "@/lib/platform/db/client";
import { Prisma } from "@/lib/platform/db/generated/client";
import { migratePostgres } from "@/lib/platform/db/migrate-postgres";
import { env } from "@/lib/platform/env";
import { runTask } from "@/lib/transports/tasks/run-task";
import { seedDemoNetwork } from "@/lib/seed/demo-network";
import { seedLargeNetwork } from "@/lib/seed/large-network";
import { clock } from "@/lib/platform/clock";

const USAGE = "usage: npm run db:seed [-- --companies N] [-- --reset]";

function parseArgs(argv: string[]): { companies: number; reset: boolean } {
  let companies = 0;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--reset") reset = true;
    else if (arg === "--companies" || arg.startsWith("--companies=")) {
      const raw = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[++i];
      companies = Number(raw);
      if (!Number.isInteger(companies) || companies < 0) throw new Error(`--companies needs a whole number, got "${raw}". ${USAGE}`);
    } else throw new Error(`unknown argument "${arg}". ${USAGE}`);
  }
  return { companies, reset };
}

const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;

/** Every model's table (they are not renamed with @@map), so the list follows schema.prisma. */
async function resetAll(db: Db): Promise<void> {
  const tables = Object.values(Prisma.ModelName)
    .map((m) => `"${m}"`)
    .join(", ");
  await db.$executeRawUnsafe(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
}

async function main(): Promise<void> {
  const { companies, reset } = parseArgs(process.argv.slice(2));
  const url = env().DATABASE_URL;
  let t = performance.now();
  if (url) {
    // The embedded database migrates itself on open; PostgreSQL is brought up to date here.
    await migratePostgres(url);
  }
  const db = await getDb();
  console.log(`database: ${url ? "PostgreSQL (DATABASE_URL)" : `embedded (${env().DATA_DIR}/pglite)`}, ready in ${ms(t)}`);
  if (reset) {
    t = performance.now();
    await resetAll(db);
    console.log(`reset: every table emptied in ${ms(t)}`);
  }
  const now = clock().now();
  t = performance.now();
  const demo = await seedDemoNetwork(db, { now });
  console.log(
    `demo network: ${demo.companies} companies, ${demo.workspaces} workspaces, ${demo.facts} facts, ` +
      `${demo.readings} readings (${demo.statements} signed), ${demo.versions} record versions in ${ms(t)}`,
  );
  if (companies > 0) {
    const large = await seedLargeNetwork(db, { companies, now });
    console.log(
      `large network: ${large.companies} companies, ${large.readings} readings, ${large.facts} facts, ` +
        `${large.versions} record versions in ${large.ms} ms`,
    );
  }
}

const started = performance.now();
await runTask("db:seed", async () => {
  await main();
  console.log(`done in ${ms(started)}`);
});
