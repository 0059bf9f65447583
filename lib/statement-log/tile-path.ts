// tlog-tiles resource paths: `<L>/<N>[.p/<W>]` and `entries/<N>[.p/<W>]`, where N is written as 3-digit
// groups, all but the last prefixed with `x` (1234067 is x001/x234/067).
export interface TilePath {
  /** A Merkle tile level (0..63), or "entries" for an entry bundle. */
  level: number | "entries";
  index: number;
  /** The width of a partial tile (1..255); undefined for a full tile. */
  width?: number;
}

export function encodeTileIndex(n: number): string {
  const groups: string[] = [];
  let rest = n;
  do {
    groups.unshift(String(rest % 1000).padStart(3, "0"));
    rest = Math.floor(rest / 1000);
  } while (rest > 0);
  return groups.map((g, i) => (i < groups.length - 1 ? `x${g}` : g)).join("/");
}

export function tilePath(t: TilePath): string {
  return `${t.level}/${encodeTileIndex(t.index)}${t.width ? `.p/${t.width}` : ""}`;
}

/** Parses the segments after /log/tile/; null when they do not name a tile exactly (no leading zeros). */
export function parseTilePath(segments: readonly string[]): TilePath | null {
  if (segments.length < 2 || segments.length > 9) return null;
  const [first, ...rest] = segments;
  let level: TilePath["level"];
  if (first === "entries") level = "entries";
  else if (/^(0|[1-9][0-9]?)$/.test(first!) && Number(first) <= 63) level = Number(first);
  else return null;
  let width: number | undefined;
  const last = rest.length - 1;
  if (rest.length >= 2 && rest[last - 1]!.endsWith(".p")) {
    if (!/^[1-9][0-9]{0,2}$/.test(rest[last]!) || Number(rest[last]) > 255) return null;
    width = Number(rest[last]);
    rest.splice(last, 1);
    rest[rest.length - 1] = rest[rest.length - 1]!.slice(0, -2);
  }
  let index = 0;
  for (const [i, g] of rest.entries()) {
    const m = i < rest.length - 1 ? /^x([0-9]{3})$/.exec(g) : /^([0-9]{3})$/.exec(g);
    if (!m) return null;
    index = index * 1000 + Number(m[1]);
  }
  // The shortest encoding only: x000/001 is not a name for tile 1.
  if (rest.length > 1 && rest[0] === "x000") return null;
  if (!Number.isSafeInteger(index)) return null;
  return { level, index, ...(width ? { width } : {}) };
}
