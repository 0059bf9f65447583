#!/usr/bin/env node
// `npx svc ...` from a checkout. The client is TypeScript under lib/transports/cli; this bundles it once with
// esbuild into node_modules/.cache/svc (rebuilt when any of its source files changed, so no build step
// stands between `npm ci` and the first run) and then runs plain JavaScript: no loader hooks, no IPC
// with a parent, nothing opened but what the command itself opens.
//
// The bundle is split: each command is a chunk of its own, loaded when it runs, so `svc check` does not
// load the HCL parser of `svc lint` or the MCP client of `svc mcp-tools` (lib/transports/cli/main.ts imports them
// lazily). A build is a folder of files, so it is written to a new folder and then named in build.json,
// renamed into place in one step: a run never reads half a build, and a run that started on an older
// build still finds its chunks, because folders are only removed once they are an hour old.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = path.join(root, "node_modules", ".cache", "svc");
const buildFile = path.join(cacheDir, "build.json");
const KEEP_OLD_BUILDS_MS = 60 * 60 * 1000;

async function mtime(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** The entry of the current build when every source it was built from is older than it, else null. */
async function freshEntry() {
  let current;
  try {
    current = JSON.parse(await readFile(buildFile, "utf8"));
  } catch {
    return null;
  }
  const entry = path.join(cacheDir, current.dir, "main.mjs");
  const built = await mtime(entry);
  if (!Number.isFinite(built)) return null;
  const times = await Promise.all(current.inputs.map((f) => mtime(path.join(root, f))));
  return times.every((t) => t <= built) ? entry : null;
}

async function removeOldBuilds(keep) {
  const now = Date.now();
  for (const name of await readdir(cacheDir).catch(() => [])) {
    if (!name.startsWith("b-") || name === keep) continue;
    const dir = path.join(cacheDir, name);
    if (now - (await mtime(dir)) > KEEP_OLD_BUILDS_MS) await rm(dir, { recursive: true, force: true }).catch(() => {});
  }
}

async function rebuild() {
  const { build } = await import("esbuild");
  const dir = `b-${Date.now().toString(36)}-${process.pid}`;
  const outdir = path.join(cacheDir, dir);
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: "lib/transports/cli/main.ts" },
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
  const aside = `${buildFile}.${process.pid}.tmp`;
  await writeFile(aside, JSON.stringify({ dir, inputs }));
  await rename(aside, buildFile);
  await removeOldBuilds(dir);
  return path.join(outdir, "main.mjs");
}

const entry = (await freshEntry()) ?? (await rebuild());
const { main } = await import(pathToFileURL(entry).href);
await main(process.argv.slice(2));
