// schema.prisma and prisma/migrations must describe the same database: the schema engine's diff from
// the migrated state to the schema is empty.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { diffMigrationsToSchema } from "@/lib/platform/db/schema-engine";

describe("schema and migrations", () => {
  it("have not drifted apart", async () => {
    const sql = await diffMigrationsToSchema(path.resolve(import.meta.dirname, "../.."));
    expect(sql).toBe("");
  }, 180_000);
});
