// The embedded database is seeded with the demo network the first time it is opened empty, so
// `npm install && npm run dev` shows a whole Network with no further step.
import type { Db } from "../db/client";
import { log } from "../log";
import { clock } from "../clock";

export async function ensureDemoNetwork(db: Db): Promise<void> {
  if ((await db.company.count()) > 0) return;
  const { seedDemoNetwork } = await import("./demo-network");
  const started = performance.now();
  await seedDemoNetwork(db, { now: clock().now() });
  log("info", "seeded the demo network", { ms: Math.round(performance.now() - started) });
}
