#!/usr/bin/env node
// `npx svc ...` from a checkout. The client is TypeScript under lib/cli; this entry bundles it once with
// esbuild into node_modules/.cache/svc (rebuilt when any of its source files changed, so no build step
// stands between `npm ci` and the first run) and then runs plain JavaScript: no loader hooks, no IPC
// with a parent, nothing opened but what the command itself opens.
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = path.join(root, "node_modules", ".cache", "svc");
const bundle = path.join(cacheDir, "svc.mjs");
const inputsFile = path.join(cacheDir, "inputs.json");

async function mtime(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

async function fresh() {
  const built = await mtime(bundle);
  if (!Number.isFinite(built)) return false;
  let inputs;
  try {
    inputs = JSON.parse(await readFile(inputsFile, "utf8"));
  } catch {
    return false;
  }
  const times = await Promise.all(inputs.map((f) => mtime(path.join(root, f))));
  return times.every((t) => t <= built);
}

async function rebuild() {
  const { build } = await import("esbuild");
  const result = await build({
    absWorkingDir: root,
    entryPoints: ["lib/cli/main.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: "tsconfig.json",
    write: false,
    metafile: true,
    sourcemap: "inline",
    logLevel: "error",
    outfile: bundle,
  });
  await mkdir(cacheDir, { recursive: true });
  // Written aside and renamed, so two first runs at once never read half a file.
  const suffix = `.${process.pid}.tmp`;
  await writeFile(bundle + suffix, result.outputFiles[0].contents);
  await writeFile(inputsFile + suffix, JSON.stringify(Object.keys(result.metafile.inputs).filter((f) => !f.startsWith("node_modules/"))));
  await rename(inputsFile + suffix, inputsFile);
  await rename(bundle + suffix, bundle);
}

if (!(await fresh())) await rebuild();
const { main } = await import(pathToFileURL(bundle).href);
await main(process.argv.slice(2));
