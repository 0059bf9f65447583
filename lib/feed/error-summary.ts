// A one-line account of a failed read for the logs: driver errors carry multi-line messages with
// query text and bundle excerpts, which the logs must not fill with.
export function errorSummary(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const lines = err.message
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return `${err.name}: ${lines[lines.length - 1] ?? ""}`.slice(0, 300);
}
