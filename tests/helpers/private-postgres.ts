// A throw-away PostgreSQL server of the test's own (initdb + pg_ctl in a temp dir, on a free port), for
// fault tests that stop it, or hold its locks: the suite's shared server is never touched.
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freeStablePort } from "@/tests/helpers/free-port";

export interface PrivatePostgres {
  url: string;
  /** Stops the server at once (connections are cut, new ones refused). */
  stop(): void;
  /** Starts it again on the same port and data. */
  start(): void;
  destroy(): void;
}

const asRoot = process.getuid?.() === 0;

// initdb refuses to run as root: run the server tools as the postgres user then.
function run(cmd: string, args: string[]): void {
  if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "ignore", timeout: 60_000 });
  else execFileSync(cmd, args, { stdio: "ignore", timeout: 60_000 });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "svc-pg-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const port = await freeStablePort();
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "--no-instructions"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
