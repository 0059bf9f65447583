// Entry point of `npm run dev` (--dev) and `npm start`: prepares the database, then serves both hosts.
// Only what the startup check needs is imported up front: a refused configuration exits in about 2 s instead of
// waiting for Prisma, Next and the rest to load (over 10 s on a loaded machine).
import { env, startupProblems } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import type { DemoWorld } from "@/lib/seed/demo-world";
import { mailStartupProblem, mailStartupWarning } from "@/lib/platform/mail/mail-transport";

const dev = process.argv.includes("--dev");

async function main() {
  // Refuse a configuration that could only fail request by request, before opening anything.
  const problems = startupProblems();
  if (problems.length === 0 || !problems[0].startsWith("Invalid environment")) {
    const mailProblem = mailStartupProblem(env());
    if (mailProblem) problems.push(mailProblem);
  }
  if (problems.length > 0) {
    for (const p of problems) console.error(`Cannot start: ${p}`);
    process.exit(1);
  }
  // Before anything reads the environment for a request: the development witness is one of LOG_WITNESSES.
  const devWitness =
    dev && env().NODE_ENV === "development" ? (await import("@/lib/transports/server/dev-witness")).configureDevWitness() : null;
  const e = env();
  const mailWarning = mailStartupWarning(e);
  if (mailWarning) log("warn", mailWarning);
  const { closeDb, currentDbHolder, getDb } = await import("@/lib/platform/db/client");
  const { startServer } = await import("@/lib/transports/server/start");
  const { startLogSequencer } = await import("@/lib/statement-log/integrate");
  // Open (and for the embedded database, lock, migrate and seed) before taking requests.
  const db = await getDb();
  let world: DemoWorld | undefined;
  if (e.NODE_ENV !== "production" && dev && !e.WITNESS_WORLD_FILE) {
    // The demo domains (.example) never resolve: a local HTTPS world answers for them in development,
    // the same world the demo seed's readings were taken against.
    const { startDemoWorld } = await import("@/lib/seed/demo-world");
    const { installWorld } = await import("@/lib/platform/outbound/witness-network");
    world = await startDemoWorld();
    installWorld(world.live);
    log("info", "local witness world", { sites: Object.keys(world.live.hosts).length, port: world.port });
  }
  let operator: { close(): Promise<void> } | null = null;
  if (currentDbHolder().kind === "pglite") {
    const { ensureDemoNetwork } = await import("@/lib/seed/ensure-demo");
    await ensureDemoNetwork(db, world);
  }
  // `npm run witness` asks the running service to take the reading (loopback, token in DATA_DIR): on the embedded
  // database because only this process may open it, and on PostgreSQL so the reading is the service's own: its
  // world, its log line, its page cache dropped at once.
  const { startOperatorEndpoint } = await import("@/lib/witness/operator/operator-endpoint");
  operator = await startOperatorEndpoint(db);
  const jobs = (e.JOBS ?? (e.NODE_ENV === "test" ? "off" : "on")) === "on";
  if (jobs) {
    const { registerWitnessJobs, planNow } = await import("@/lib/witness/engine/schedule");
    if (dev) {
      const { onFirstReading } = await import("@/lib/witness/engine/reading-log");
      onFirstReading((done) =>
        console.log(
          `\n  First reading of this session: ${done.companyId} at ${done.takenAt.toISOString()}. Watch them land on ${e.BASE_URL}/ ` +
            `(last readings) and as "reading taken" lines here; every ${e.WITNESS_CADENCE_MINUTES} min (WITNESS_CADENCE_MINUTES).\n`,
        ),
      );
    }
    const { registerLogSequencerJob, startLogSequencerJob } = await import("@/lib/statement-log/sequencer-job");
    const { startJobs } = await import("@/lib/platform/jobs/queue");
    const { startEventDelivery } = await import("@/lib/events/dispatcher");
    await registerWitnessJobs();
    const { registerClaimJobs } = await import("@/lib/companies/claim-jobs");
    await registerClaimJobs();
    if (e.LOG_INTEGRATE_MS > 0) await registerLogSequencerJob();
    await startJobs();
    // After the queue runs: the outbox pump queues delivery jobs from its first tick.
    await startEventDelivery();
    await planNow();
    if (e.LOG_INTEGRATE_MS > 0) await startLogSequencerJob();
  }
  const server = await startServer({ dev, port: e.PORT, hostname: "0.0.0.0", apiPort: e.API_PORT });
  const witness = devWitness ? (await import("@/lib/transports/server/dev-witness")).startDevWitness(devWitness.stateDir) : null;
  if (devWitness) log("info", "development witness", { verifier_key: devWitness.verifierKey, state: devWitness.stateDir });
  // The witness statement log's sequencer: on the job queue (one instance at a time, see
  // sequencer-job.ts); with the queue off (JOBS=off), an in-process interval under the advisory lock.
  const sequencer = jobs ? { stop: async () => {} } : startLogSequencer(db);
  log("info", "serving", { web: e.BASE_URL, api: e.API_URL, port: server.port, database: currentDbHolder().kind, dev });
  const apiLine = e.API_PORT
    ? `${e.API_URL}   (its own port, API_PORT: any client reaches it by address)`
    : `${e.API_URL}   (or: curl -H 'Host: ${new URL(e.API_URL).host}' ${e.BASE_URL}/public/keys; for Node's fetch, set API_PORT)`;
  console.log(`\n  Web host: ${e.BASE_URL}\n  API host: ${apiLine}\n`);
  const stop = async () => {
    witness?.stop();
    await sequencer.stop();
    await operator?.close();
    await server.close();
    await closeDb();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.message : err);
  await import("@/lib/platform/db/client").then((m) => m.closeDb()).catch(() => {});
  process.exit(1);
});
