// Which test files boot the app, for the share of files that run without it (docs/testing.md): `npm test` names
// a record file (SVC_BOOT_RECORD), and every way a test starts the service (startApp, a `main.ts` process,
// `npm start`) writes the test file's path there. Outside `npm test` (the benchmarks start instances too) it does nothing.
import { appendFileSync } from "node:fs";
import path from "node:path";

export async function noteAppBoot(): Promise<void> {
  const record = process.env.SVC_BOOT_RECORD;
  if (!record) return;
  const { expect } = await import("vitest");
  const testPath = expect.getState().testPath;
  if (!testPath) throw new Error("noteAppBoot: called outside a test file");
  appendFileSync(record, `${path.relative(process.cwd(), testPath)}\n`);
}
