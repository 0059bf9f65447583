// Bundles TypeScript entry points once with esbuild into node_modules/.cache/<name> and returns the folder
// to import from; rebuilt when any source file of the bundle changed, so no build step stands between
// `npm ci` and the first run. Used by bin/svc.mjs (the client) and bin/task.mjs (the operator tasks): each
// then runs plain JavaScript, with no loader hooks and no transform of each module as it loads.
//
// The bundle is split: each entry and each shared part is a chunk of its own, loaded when it runs. A build
// is a folder of files, so it is written to a new folder and then named in build.json, renamed into place
// in one step: a run never reads half a build, and a run that started on an older build still finds its
// chunks, because folders are only removed once they are an hour old.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const KEEP_OLD_BUILDS_MS = 60 * 60 * 1000;

async function mtime(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** The folder of the current build when it has every entry and every source it was built from is older than it, else null. */
async function freshBuild(cacheDir, entryPoints) {
  let current;
  try {
    current = JSON.parse(await readFile(path.join(cacheDir, "build.json"), "utf8"));
  } catch {
    return null;
  }
  const outdir = path.join(cacheDir, current.dir);
  const builtTimes = await Promise.all(Object.keys(entryPoints).map((name) => mtime(path.join(outdir, `${name}.mjs`))));
  if (!builtTimes.every(Number.isFinite)) return null;
  const built = Math.min(...builtTimes);
  const times = await Promise.all(current.inputs.map((f) => mtime(path.join(root, f))));
  return times.every((t) => t <= built) ? outdir : null;
}

async function removeOldBuilds(cacheDir, keep) {
  const now = Date.now();
  for (const name of await readdir(cacheDir).catch(() => [])) {
    if (!name.startsWith("b-") || name === keep) continue;
    const dir = path.join(cacheDir, name);
    if (now - (await mtime(dir)) > KEEP_OLD_BUILDS_MS) await rm(dir, { recursive: true, force: true }).catch(() => {});
  }
}

async function rebuild(cacheDir, entryPoints) {
  const { build } = await import("esbuild");
  const dir = `b-${Date.now().toString(36)}-${process.pid}`;
  const outdir = path.join(cacheDir, dir);
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: "tsconfig.json",
    write: false,
    metafile: true,
    sourcemap: "inline",
    logLevel: "error",
    outdir,
    outExtension: { ".js": ".mjs" },
  });
  await mkdir(outdir, { recursive: true });
  await Promise.all(result.outputFiles.map((f) => writeFile(f.path, f.contents)));
  const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith("node_modules/"));
  // Written aside and renamed, so two first runs at once never read half a file.
  const buildFile = path.join(cacheDir, "build.json");
  const aside = `${buildFile}.${process.pid}.tmp`;
  await writeFile(aside, JSON.stringify({ dir, inputs }));
  await rename(aside, buildFile);
  await removeOldBuilds(cacheDir, dir);
  return outdir;
}

/** The folder holding `<entry>.mjs` for each of `entryPoints` ({ name: "lib/…/file.ts" }), built if stale. */
export async function bundled(name, entryPoints) {
  const cacheDir = path.join(root, "node_modules", ".cache", name);
  return (await freshBuild(cacheDir, entryPoints)) ?? (await rebuild(cacheDir, entryPoints));
}
