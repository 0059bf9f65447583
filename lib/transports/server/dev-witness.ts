// `npm run dev` runs one independent witness beside the app, so the demo's checkpoints are cosigned: its
// key is made once in DATA_DIR/witness (as `svc witness` makes any witness's key) and listed in
// LOG_WITNESSES for this process, and `svc witness --watch` runs as a child process of its own, speaking
// to the API host over HTTP like any outside witness.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { env, resetEnvCache } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import { logKey } from "@/lib/statement-log/log-key";
import { loadOrCreateWitnessKey } from "@/lib/statement-log/witness-key";

const DEV_WITNESS_NAME = "dev-witness.localhost";
const WATCH_SECONDS = 30;

/** Lists the development witness's key in LOG_WITNESSES (before any request reads the environment). */
export function configureDevWitness(): { stateDir: string; verifierKey: string } {
  const stateDir = path.resolve(env().DATA_DIR, "witness");
  const { key } = loadOrCreateWitnessKey(stateDir, DEV_WITNESS_NAME);
  const listed = (process.env.LOG_WITNESSES ?? "").split(/[,\n]/).map((s) => s.trim());
  if (!listed.includes(key.verifierKey)) process.env.LOG_WITNESSES = [...listed.filter(Boolean), key.verifierKey].join(",");
  resetEnvCache();
  return { stateDir, verifierKey: key.verifierKey };
}

export function startDevWitness(stateDir: string): { stop(): void } {
  const bin = path.resolve(process.cwd(), "bin", "svc.mjs");
  const args = [
    "witness",
    "--state",
    stateDir,
    "--log-key",
    logKey().verifierKey,
    "--url",
    env().API_URL,
    "--watch",
    String(WATCH_SECONDS),
  ];
  const child: ChildProcess = spawn(process.execPath, [bin, ...args], { stdio: ["ignore", "ignore", "pipe"] });
  let buffered = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    // A round with nothing new says so every half minute; only what changed is worth a line.
    for (const line of lines) if (line && !/Already cosigned|nothing to cosign/.test(line)) log("info", line);
  });
  child.once("exit", (code, signal) => {
    if (signal !== "SIGTERM") log("warn", "the development witness stopped", { code, signal });
  });
  return { stop: () => void child.kill("SIGTERM") };
}
