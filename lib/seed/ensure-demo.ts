// The embedded database is seeded with the demo network the first time it is opened empty, so
// `npm install && npm run dev` shows a whole Network with no further step.
import type { Db } from "@/lib/platform/db/client";
import type { DemoWorld } from "@/lib/seed/demo-world";
import { log } from "@/lib/platform/log";
import { clock } from "@/lib/platform/clock";

export async function ensureDemoNetwork(db: Db, world?: DemoWorld): Promise<void> {
  if ((await db.company.count()) > 0) return;
  const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
  const started = performance.now();
  await seedDemoNetwork(db, { now: clock().now(), world });
  log("info", "seeded the demo network", { ms: Math.round(performance.now() - started) });
}
