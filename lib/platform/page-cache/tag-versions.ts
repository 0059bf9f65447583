// The page cache's tag versions live in the database (table PageTag), not in Redis or in memory: the
// transaction that makes a change (a record version, a reading, a key's lifecycle, a rule set) bumps the
// versions of the tags it touches (tags.ts) beside its own rows and outbox event, so the invalidation
// commits, or rolls back, with the change itself. Every instance checks a cached page's versions on each
// hit: no instance can serve a page older than the last commit, whatever Redis or the network does.
import type { Db } from "@/lib/platform/db/client";
import { tagsOfEvent, type PageEvent } from "@/lib/platform/page-cache/tags";
import { processSlot } from "@/lib/platform/process-state";

/** Bumps the tags of these events, inside the caller's transaction (`tx`). */
export async function bumpPageTags(tx: Db, events: PageEvent[]): Promise<void> {
  // Sorted, so two transactions bumping the same tags lock their rows in one order (no deadlock).
  const tags = [...new Set(events.flatMap(tagsOfEvent))].sort();
  if (tags.length === 0) return;
  await tx.$executeRaw`INSERT INTO "PageTag" ("tag", "version", "changedAt")
    SELECT t, 1, now() FROM unnest(${tags}::text[]) AS t ORDER BY t
    ON CONFLICT ("tag") DO UPDATE SET "version" = "PageTag"."version" + 1, "changedAt" = now()`;
}

/** The current version of each tag, in the order asked (0: never bumped). */
export async function readTagVersions(db: Db, tags: string[]): Promise<number[]> {
  if (tags.length === 0) return [];
  const rows = await db.$queryRaw<
    { tag: string; version: number }[]
  >`SELECT "tag", "version" FROM "PageTag" WHERE "tag" = ANY(${tags}::text[])`;
  const byTag = new Map(rows.map((r) => [r.tag, Number(r.version)]));
  return tags.map((t) => byTag.get(t) ?? 0);
}

// A random version of its own, written once per database: entries are checked against it too, so a
// database made anew at the same address (its tags back at 0) never meets an entry of the old one.
const EPOCH_TAG = "*";
const epoch = processSlot<Promise<void>>("page-cache-epoch");

/** The versions a page with these tags is checked against: the database's epoch, then each tag's. */
export async function pageVersions(db: Db, tags: string[]): Promise<number[]> {
  epoch.value ??= db.$executeRaw`INSERT INTO "PageTag" ("tag", "version") VALUES (${EPOCH_TAG}, floor(random() * 2147483647)::int)
                   ON CONFLICT ("tag") DO NOTHING`.then(
    () => undefined,
    (err: unknown) => {
      epoch.value = undefined;
      throw err;
    },
  );
  await epoch.value;
  return readTagVersions(db, [EPOCH_TAG, ...tags]);
}
