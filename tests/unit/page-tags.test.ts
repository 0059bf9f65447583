// The page cache's two lists (lib/platform/page-cache/tags.ts): which tags each kind of change bumps, and which tags
// each kept address shows. Every event must reach a page that shows what it changes; the HTTP side of the
// same table is in tests/pages/page-cache.test.ts.
import { describe, expect, it } from "vitest";
import { pageTags, tagsOfEvent, type PageEvent } from "@/lib/platform/page-cache/tags";

const EVENTS: { event: PageEvent; tags: string[] }[] = [
  { event: { type: "record.version", slug: "Acme-Cloud" }, tags: ["company:acme-cloud", "directory"] },
  { event: { type: "reading.landed", slug: "acme-cloud" }, tags: ["company:acme-cloud", "directory"] },
  { event: { type: "key.lifecycle" }, tags: ["keys"] },
  { event: { type: "rule_set.published" }, tags: ["rules"] },
];

const PAGES: { path: string; query?: string; tags: string[] | null }[] = [
  { path: "/network/company/acme-cloud", tags: ["company:acme-cloud", "keys"] },
  { path: "/network/company/acme-cloud.md", tags: ["company:acme-cloud", "keys"] },
  { path: "/network/company/acme-cloud/llms.txt", tags: ["company:acme-cloud", "keys"] },
  { path: "/network/company/acme.example", tags: ["company:acme.example", "keys"] },
  { path: "/network/company/%E0%A4%A", tags: null },
  { path: "/network", tags: ["directory"] },
  { path: "/network", query: "q=acme&cursor=abc", tags: ["directory"] },
  { path: "/network.md", tags: ["directory"] },
  { path: "/", tags: [] },
  { path: "/index.md", tags: [] },
  { path: "/compare", query: "handles=b,A", tags: ["compare:a,b", "company:b", "company:a", "directory", "keys"] },
  { path: "/compare", query: "handles=a&handles=b", tags: ["compare:a,b", "company:a", "company:b", "directory", "keys"] },
  { path: "/compare", query: "handles=a", tags: null },
  { path: "/compare", query: "handles=a,b,c,d,e", tags: null },
  { path: "/workspace", tags: null },
  { path: "/sign-in", tags: null },
  { path: "/account", tags: null },
  { path: "/network/company/acme-cloud/history", tags: null },
];

describe("page cache tags", () => {
  it.each(EVENTS)("$event.type bumps $tags", ({ event, tags }) => {
    expect(tagsOfEvent(event)).toEqual(tags);
  });

  it.each(PAGES)("$path?$query shows $tags", ({ path, query, tags }) => {
    expect(pageTags(path, new URLSearchParams(query ?? ""))).toEqual(tags);
  });

  it("every event reaches at least one kept page, except a rule set (no kept page shows one yet)", () => {
    const shown = new Set(PAGES.flatMap((p) => p.tags ?? []));
    for (const { event, tags } of EVENTS) {
      const reached = tags.some((t) => shown.has(t) || (t.startsWith("company:") && [...shown].some((s) => s.startsWith("company:"))));
      expect(reached, event.type).toBe(event.type !== "rule_set.published");
    }
  });
});
