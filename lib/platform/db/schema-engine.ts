// Loads Prisma's WebAssembly schema engine by hand (Node 20 cannot import a .wasm module), so we can
// compute migration SQL and check drift without the native engine the Prisma CLI would download.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { applyMigrations } from "@/lib/platform/db/migrate";
import { pgliteMigrationDriver } from "@/lib/platform/db/migration-drivers";
import { PGLITE_OPTIONS } from "@/lib/platform/db/pglite-options";

type Engine = {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
};
type EngineModule = {
  SchemaEngine: { new: (options: unknown, log: (s: string) => void, adapter: object) => Promise<Engine> };
};

async function loadEngineModule(): Promise<EngineModule> {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
  const bindings = await import(pathToFileURL(path.join(dir, "schema_engine_bg.js")).href);
  const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bindings });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  return bindings as EngineModule;
}

/**
 * SQL that takes a database migrated with every committed migration to the state schema.prisma
 * describes; empty when they agree. `fromEmpty` diffs from an empty database instead (a first migration).
 * Runs on a throwaway in-memory PGlite.
 */
export async function diffMigrationsToSchema(root: string, opts: { fromEmpty?: boolean } = {}): Promise<string> {
  const schema = await readFile(path.join(root, "prisma/schema.prisma"), "utf8");
  const db = new PGlite(PGLITE_OPTIONS);
  try {
    if (!opts.fromEmpty) await applyMigrations(pgliteMigrationDriver(db), path.join(root, "prisma/migrations"));
    const mod = await loadEngineModule();
    const files = [{ path: "schema.prisma", content: schema }];
    const engine = await mod.SchemaEngine.new(
      { datamodels: [["schema.prisma", schema]] },
      () => {},
      bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(db)),
    );
    try {
      const result = await engine.diff({
        from: opts.fromEmpty ? { tag: "empty" } : { tag: "schemaDatasource", files, configDir: root },
        to: { tag: "schemaDatamodel", files },
        script: true,
        exitCode: null,
        filters: { externalTables: [], externalEnums: [] },
      });
      return (result.stdout ?? "").replace(/^-- This is an empty migration\.\s*$/m, "").trim();
    } finally {
      engine.free();
    }
  } finally {
    await db.close();
  }
}
