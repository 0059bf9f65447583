// Facts as the record publishes them: one per (category, key). Blank values are not published. When
// sources disagree the fact is contested: `value` keeps one account (the first in the origin
// vocabulary's fixed order, which is not a ranking) and a conflict lists every account. Nothing here
// picks a winner.
import { FACT_ORIGINS, publicFactOrigin, type PublicFactOrigin, type RecordFact } from "@/lib/network/record-body";

export interface PublishedFact {
  key: string;
  category: string;
  label: string;
  value: string;
  origin: PublicFactOrigin;
  origins: PublicFactOrigin[];
  contested: boolean;
}

export interface PublishedConflict {
  key: string;
  category: string;
  label: string;
  accounts: { origin: PublicFactOrigin; value: string }[];
}

export interface PublishedFacts {
  facts: PublishedFact[];
  conflicts: PublishedConflict[];
}

// Code-unit order, so the output does not depend on the machine's locale.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function publishedFacts(rows: readonly RecordFact[]): PublishedFacts {
  const groups = new Map<string, { origin: PublicFactOrigin; row: RecordFact }[]>();
  for (const row of rows) {
    if (row.value.trim() === "") continue;
    const id = `${row.category}\u0000${row.key}`;
    const list = groups.get(id) ?? [];
    list.push({ origin: publicFactOrigin(row.origin), row });
    groups.set(id, list);
  }
  const facts: PublishedFact[] = [];
  const conflicts: PublishedConflict[] = [];
  const ordered = [...groups.values()].sort((a, b) => byText(a[0].row.category, b[0].row.category) || byText(a[0].row.key, b[0].row.key));
  for (const accounts of ordered) {
    accounts.sort((a, b) => FACT_ORIGINS.indexOf(a.origin) - FACT_ORIGINS.indexOf(b.origin));
    const first = accounts[0].row;
    const contested = new Set(accounts.map((a) => a.row.value.trim())).size > 1;
    facts.push({
      key: first.key,
      category: first.category,
      label: first.label,
      value: first.value,
      origin: accounts[0].origin,
      origins: accounts.map((a) => a.origin),
      contested,
    });
    if (contested) {
      conflicts.push({
        key: first.key,
        category: first.category,
        label: first.label,
        accounts: accounts.map((a) => ({ origin: a.origin, value: a.row.value })),
      });
    }
  }
  return { facts, conflicts };
}
