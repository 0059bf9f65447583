// Bundles TypeScript entry points once with esbuild into node_modules/.cache/<name> and returns the folder
// to import from; rebuilt when any source file of the bundle or the lockfile changed, so no build step stands
// between `npm ci` and the first run. Used by bin/svc.mjs (the client), bin/task.mjs (the operator tasks),
// bin/server.mjs (the service) and `npm test`: each then runs plain JavaScript, with no loader hooks and no
// transform of each module as it loads.
//
// A bundle may hold its packages too, all but those it names as external (they load files of their own beside
// their code, or must be the one copy another loader also uses): a start then reads a few chunks instead of
// resolving and compiling hundreds of package files one by one (docs/cli.md has the figures).
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
async function freshBuild(cacheDir, entryPoints, external) {
  let current;
  try {
    current = JSON.parse(await readFile(path.join(cacheDir, "build.json"), "utf8"));
  } catch {
    return null;
  }
  if (JSON.stringify(current.external) !== JSON.stringify(external)) return null;
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

// Bundled CommonJS packages call require() for Node's own modules; an ES module has no require of its own.
const REQUIRE_BANNER = [
  'import { createRequire as __bundleCreateRequire } from "node:module";',
  "const require = __bundleCreateRequire(import.meta.url);",
].join(" ");

async function rebuild(cacheDir, entryPoints, external) {
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
    ...(external === "all" ? { packages: "external" } : { external, banner: { js: REQUIRE_BANNER } }),
    tsconfig: "tsconfig.json",
    write: false,
    metafile: true,
    // Beside the chunks, not inside them: Node reads a map only under --enable-source-maps, but parses every byte of a chunk.
    sourcemap: "linked",
    logLevel: "error",
    outdir,
    outExtension: { ".js": ".mjs" },
  });
  await mkdir(outdir, { recursive: true });
  await Promise.all(result.outputFiles.map((f) => writeFile(f.path, f.contents)));
  // Packages change with the lockfile (npm ci also empties this cache).
  const inputs = [...Object.keys(result.metafile.inputs).filter((f) => !f.startsWith("node_modules/")), "package-lock.json"];
  // Written aside and renamed, so two first runs at once never read half a file.
  const buildFile = path.join(cacheDir, "build.json");
  const aside = `${buildFile}.${process.pid}.tmp`;
  await writeFile(aside, JSON.stringify({ dir, external, inputs }));
  await rename(aside, buildFile);
  await removeOldBuilds(cacheDir, dir);
  return outdir;
}

/** The operator tasks of bin/task.mjs: each a module of lib/transports/tasks that does its work when imported. */
export const TASKS = {
  "db-migrate": "lib/transports/tasks/db-migrate.ts",
  "db-seed": "lib/transports/tasks/db-seed.ts",
  "migration-new": "lib/transports/tasks/migration-new.ts",
  "key-create": "lib/transports/tasks/key-create.ts",
  "key-revoke": "lib/transports/tasks/key-revoke.ts",
  company: "lib/transports/tasks/company.ts",
  "eu-publish-rules": "lib/transports/tasks/eu-publish-rules.ts",
  witness: "lib/transports/tasks/witness.ts",
  "log-correct": "lib/transports/tasks/log-correct.ts",
};

// The project's bundles. The client keeps the HCL parser of `svc lint` external (it loads its WebAssembly from
// beside its code), the tasks PGlite and Prisma (the same, with data files). The server keeps every package
// external: Next's own build loads them too, and one process must hold one copy of each.
const BUNDLES = {
  svc: { entryPoints: { main: "lib/transports/cli/main.ts" }, external: ["@cdktf/hcl2json"] },
  tasks: { entryPoints: TASKS, external: ["@electric-sql/*", "@prisma/*"] },
  server: { entryPoints: { main: "lib/transports/server/main.ts" }, external: "all" },
};

/** The folder of one of the project's bundles ("svc", "tasks" or "server"), built first if stale. */
export function bundle(name) {
  const { entryPoints, external } = BUNDLES[name];
  return bundled(name, entryPoints, external);
}

/** Builds every stale bundle (`npm test` does, before the suite starts its processes). */
export function bundleAll() {
  return Promise.all(Object.keys(BUNDLES).map(bundle));
}

/**
 * The folder holding `<entry>.mjs` for each of `entryPoints` ({ name: "lib/…/file.ts" }), built if stale.
 * `external`: the packages left to Node's loader (esbuild patterns such as "@prisma/*"), or "all".
 */
async function bundled(name, entryPoints, external) {
  const cacheDir = path.join(root, "node_modules", ".cache", name);
  return (await freshBuild(cacheDir, entryPoints, external)) ?? (await rebuild(cacheDir, entryPoints, external));
}
