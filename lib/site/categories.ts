// Fact categories in words, and grouping that keeps the record's own order.

const WORDS: Record<string, string> = {
  ai: "AI",
  company: "Company",
  security: "Security",
  privacy: "Privacy",
  infrastructure: "Infrastructure",
};

export function categoryLabel(category: string): string {
  return WORDS[category] ?? category.replace(/[-_]/g, " ").replace(/^./, (c) => c.toUpperCase());
}

/** Groups items by category in order of first appearance (the record is already sorted by category). */
export function groupByCategory<T extends { category: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  return [...groups.entries()];
}

/** The anchor of a contested fact's accounts, shared by the fact list and the contested block. */
export function conflictAnchor(category: string, key: string): string {
  return `contested-${category}-${key}`.replace(/[^a-zA-Z0-9_-]/g, "-");
}
