// The embedded database is seeded with the demo network the first time it is opened empty, so
// `npm install && npm run dev` shows a whole Network with no further step.
import type { Db } from "../db/client";
import { log } from "../log";

export async function ensureDemoNetwork(db: Db): Promise<void> {
  if ((await db.company.count()) > 0) return;
  const { seedDemoNetwork } = await import("./demo-network");
  const started = Date.now();
  await seedDemoNetwork(db, { now: new Date() });
  log("info", "seeded the demo network", { ms: Date.now() - started });
}
