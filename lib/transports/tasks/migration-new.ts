// npm run db:migration -- <name>: writes the SQL that takes the committed migrations to schema.prisma
// as a new migration folder, computed by the WebAssembly schema engine (no native engine needed).
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { diffMigrationsToSchema } from "@/lib/platform/db/schema-engine";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
if (!name) {
  console.error("usage: npm run db:migration -- <name>");
  process.exit(2);
}
const root = process.cwd();
const dir = path.join(root, "prisma/migrations");
await mkdir(dir, { recursive: true });
const existing = (await readdir(dir)).filter((d) => /^\d{14}_/.test(d));
const sql = await diffMigrationsToSchema(root, { fromEmpty: existing.length === 0 });
if (!sql) {
  console.log("schema.prisma and the migrations agree: nothing to write.");
  process.exit(0);
}
// Wall time on purpose: a migration's name orders it among the others written by people.
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const folder = path.join(dir, `${stamp}_${name}`);
await mkdir(folder);
await writeFile(path.join(folder, "migration.sql"), sql + "\n");
await writeFile(path.join(dir, "migration_lock.toml"), 'provider = "postgresql"\n');
console.log(`wrote ${path.relative(root, folder)}/migration.sql`);
