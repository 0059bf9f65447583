// How a short-lived process compiles WebAssembly. PGlite (PostgreSQL) and Prisma's query compiler run as
// WebAssembly; V8 compiles each function quickly first (Liftoff) and, once it has run a while, again with its
// optimising compiler (TurboFan) on background threads. A process that lives seconds or minutes, an operator
// task or a test worker, pays for that second compile of PostgreSQL's hot paths and exits before it pays
// back: half the CPU of an operator task. A hundred times V8's default budget (1,800,000) still lets the
// hottest functions tier up in a long run. The server keeps V8's default (docs/performance.md).
import v8 from "node:v8";

export const SHORT_LIVED_WASM_FLAGS = ["--wasm-tiering-budget=180000000"];

/**
 * Applies SHORT_LIVED_WASM_FLAGS to this process. V8 reads them when it compiles a module, so this must run
 * before anything loads PGlite or Prisma; a process started with them (node's execArgv) needs no call.
 */
export function tierUpLater() {
  for (const flag of SHORT_LIVED_WASM_FLAGS) v8.setFlagsFromString(flag);
}
