// Which companies a compare request names: `handles` (comma-separated, case-insensitive) then any
// handle named only by `at.<handle>=<n>`. A repeat is read once; only the first four distinct are read.
import { Refusal } from "@/lib/platform/refusal";
import { MAX_COMPARED } from "@/lib/schemas/compare";

const HANDLE = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;
const VERSION = /^[1-9][0-9]{0,8}$/;
const AT = "at.";

export interface CompareTarget {
  handle: string;
  /** The stored record version asked for, or null for the current record. */
  version: number | null;
}

export interface CompareRequest {
  targets: CompareTarget[];
  ignored: string[];
}

function invalid(name: string, message: string): Refusal {
  return new Refusal("invalid_request", {
    message: `Invalid query parameter \`${name}\`: ${message}`,
    errors: [{ in: "query", name, message }],
  });
}

export function parseCompareRequest(query: Record<string, unknown>): CompareRequest {
  const snapshots = new Map<string, number>();
  const order: string[] = [];
  const raw = typeof query.handles === "string" ? query.handles : "";
  for (const part of raw.split(",")) {
    const handle = part.trim().toLowerCase();
    if (handle === "") continue;
    if (!HANDLE.test(handle)) throw invalid("handles", `\`${part.trim().slice(0, 60)}\` is not a company slug, domain or workspace slug`);
    order.push(handle);
  }
  for (const [key, value] of Object.entries(query)) {
    if (!key.toLowerCase().startsWith(AT)) continue;
    const handle = key.slice(AT.length).toLowerCase();
    if (!HANDLE.test(handle)) throw invalid(key, "the part after `at.` must be a company handle");
    if (typeof value !== "string" || !VERSION.test(value))
      throw invalid(key, "must be a stored record version number (a positive integer)");
    if (!snapshots.has(handle)) snapshots.set(handle, Number(value));
    order.push(handle);
  }
  const distinct = [...new Set(order)];
  if (distinct.length === 0) {
    throw new Refusal("missing_parameter", {
      message: "Name at least one company: `handles=a,b` or `at.<handle>=<version>`.",
      errors: [{ in: "query", name: "handles", message: "required when no `at.<handle>` snapshot is given" }],
    });
  }
  return {
    targets: distinct.slice(0, MAX_COMPARED).map((handle) => ({ handle, version: snapshots.get(handle) ?? null })),
    ignored: distinct.slice(MAX_COMPARED),
  };
}
