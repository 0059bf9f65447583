// The environment a test worker started with. A worker runs many files (isolate: false), and files and
// their apps set variables (the app's URLs, a file's own settings): each file starts from this copy.
const KEY = Symbol.for("svc-test.worker-env");
type Global = typeof globalThis & { [KEY]?: Record<string, string | undefined> };

/** Remembers the environment the first time a worker asks; afterwards puts exactly that back. */
export function restoreWorkerEnv(): void {
  const g = globalThis as Global;
  const pristine = (g[KEY] ??= { ...process.env });
  // Vitest's own variables (VITEST_WORKER_ID, …) are its business.
  for (const k of Object.keys(process.env)) if (!(k in pristine) && !k.startsWith("VITEST")) delete process.env[k];
  for (const [k, v] of Object.entries(pristine)) if (!k.startsWith("VITEST")) process.env[k] = v;
}
