// The embedded database's options, for every PGlite the service, its tasks, its migrations and its tests open.
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * PostgreSQL's default of 128 MB of shared buffers is cleared in WebAssembly at every start, about 0.3 s of CPU
 * (docs/performance.md); 16 MB holds the demo network's tables and indexes with room to spare.
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
} satisfies PGliteOptions;
