// Contracts of the directory routes: directory search, featured, vendor, suggest and network search.
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.

export const ORDER = "Order: witnessed first; most recently witnessed first; lowercased name; company id (a total order).";

export const CURSOR_RULES =
  "Pass each `next_cursor` back as `cursor` until it is null. There is no snapshot: a company whose witnessed state changes " +
  "mid-walk may appear twice or be missed, so drop repeats by `slug`. Each page's keys sort strictly after the cursor's.";
