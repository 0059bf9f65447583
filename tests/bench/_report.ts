// One figure of a benchmark, printed as a line `npm run bench` collects (`@@bench {...}`) so it can show
// every benchmark's PGlite and PostgreSQL rows side by side and write them to a file with --json.
// `measured` and `baseline` are in `unit`; `ratio` is oriented so that higher is better when
// `higherIsBetter`, else lower is (for times).

export type BenchDatabase = "PGlite" | "PostgreSQL";

export interface BenchFigure {
  bench: string;
  case: string;
  unit: string;
  measured: number;
  baseline: number;
  ratio: number;
  target?: string;
  pass?: boolean;
  p99?: number;
  baselineP99?: number;
  queriesPerRequest?: number;
}

export const REPORT_PREFIX = "@@bench ";

/** The database this benchmark process runs on: a throw-away PostgreSQL database when DATABASE_URL is set. */
export function benchDatabase(): BenchDatabase {
  return process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
}

export function reportFigure(figure: BenchFigure, database: BenchDatabase = benchDatabase()): void {
  console.log(REPORT_PREFIX + JSON.stringify({ ...figure, database }));
}
