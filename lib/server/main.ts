// Entry point of `npm run dev` (--dev) and `npm start`: prepares the database, then serves both hosts.
import { env } from "../env";
import { closeDb, currentDbHolder, getDb } from "../db/client";
import { log } from "../log";
import { startServer } from "./start";

const dev = process.argv.includes("--dev");

async function main() {
  const e = env();
  // Open (and for the embedded database, lock, migrate and seed) before taking requests.
  const db = await getDb();
  if (currentDbHolder().kind === "pglite") {
    const { ensureDemoNetwork } = await import("../seed/ensure-demo");
    await ensureDemoNetwork(db);
  }
  const server = await startServer({ dev, port: e.PORT, hostname: "0.0.0.0" });
  log("info", "serving", { web: e.BASE_URL, api: e.API_URL, port: server.port, database: currentDbHolder().kind, dev });
  console.log(`\n  Web host: ${e.BASE_URL}\n  API host: ${e.API_URL}   (or: curl -H 'Host: ${new URL(e.API_URL).host}' ${e.BASE_URL}/public/keys)\n`);
  const stop = async () => {
    await server.close();
    await closeDb();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.message : err);
  await closeDb().catch(() => {});
  process.exit(1);
});
