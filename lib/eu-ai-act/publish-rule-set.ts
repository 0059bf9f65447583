// Publishing a rule-set version: stores it, adds one change-feed entry per rule added, removed or changed,
// re-classifies every subscribed (not archived) system against it and records the differences, and writes
// the webhook events to the outbox in the same transaction: `eu.rules.changed` once per workspace that has
// an AI system, `eu.system.reclassified` per re-classified system. Delivery to registered endpoints is the
// endpoint channel's work (issue 20); nothing is sent from here.
import { outboxEventId } from "@/lib/platform/outbox/outbox-event-id";
import type { Db } from "@/lib/platform/db/client";
import type { Prisma } from "@/lib/platform/db/generated/client";
import { env } from "@/lib/platform/env";
import { diffRuleSets, type RuleChange } from "@/lib/eu-ai-act/diff-rule-sets";
import { recordClassification } from "@/lib/eu-ai-act/record-classification";
import { ruleSetDigest, RuleSetSchema, type RuleSet } from "@/lib/eu-ai-act/rule-set";
import { bumpPageTags } from "@/lib/platform/page-cache/tag-versions";

export class RuleSetVersionExistsError extends Error {
  constructor(
    readonly version: number,
    readonly latest: number,
  ) {
    super(`rule set version ${version} cannot be published: version ${latest} is already published (a new version must be higher)`);
    this.name = "RuleSetVersionExistsError";
  }
}

export interface PublishResult {
  version: number;
  previous_version: number | null;
  sha256: string;
  changes: RuleChange[];
  reclassified: { system_id: string; workspace_id: string; tier: string; previous_tier: string | null }[];
  events: number;
}

const json = (v: unknown) => v as Prisma.InputJsonValue;

export async function publishRuleSet(db: Db, set: RuleSet, { now }: { now: Date }): Promise<PublishResult> {
  RuleSetSchema.parse(set);
  const sha256 = ruleSetDigest(set);
  return db.$transaction(
    async (tx) => {
      // One publisher at a time, across processes: the advisory lock is released at commit.
      await tx.$executeRawUnsafe("SELECT pg_advisory_xact_lock(22022)");
      const latest = await tx.euRuleSetVersion.findFirst({ orderBy: { version: "desc" } });
      if (latest && latest.version >= set.version) throw new RuleSetVersionExistsError(set.version, latest.version);
      const previous = latest ? RuleSetSchema.parse(latest.rules) : null;
      await tx.euRuleSetVersion.create({ data: { version: set.version, sha256, note: set.note, rules: json(set), publishedAt: now } });
      await bumpPageTags(tx as Db, [{ type: "rule_set.published" }]);
      const changes = diffRuleSets(previous, set);
      if (changes.length) {
        await tx.euRuleChange.createMany({
          data: changes.map((c) => ({
            version: set.version,
            ruleId: c.rule_id,
            change: c.change,
            article: c.article,
            details: json({ fields: c.fields, before: c.before, after: c.after, previous_version: previous?.version ?? null }),
            sources: c.sources,
            publishedAt: now,
          })),
        });
      }

      const events: Prisma.OutboxEventCreateManyInput[] = [];
      const workspaces = await tx.euSystem.findMany({
        where: { archivedAt: null },
        distinct: ["workspaceId"],
        select: { workspaceId: true },
      });
      for (const { workspaceId } of workspaces) {
        events.push({
          id: outboxEventId(),
          workspaceId,
          type: "eu.rules.changed",
          data: json({
            version: set.version,
            previous_version: previous?.version ?? null,
            changes: changes.length,
            rules_changed: changes.map((c) => ({ rule_id: c.rule_id, change: c.change, article: c.article })),
            published_at: now.getTime(),
            changes_url: new URL("/api/eu/changes", env().BASE_URL).toString(),
          }),
          createdAt: now,
        });
      }

      const reclassified: PublishResult["reclassified"] = [];
      const subscribed = await tx.euSystem.findMany({ where: { subscribed: true, archivedAt: null }, orderBy: { createdAt: "asc" } });
      for (const system of subscribed) {
        const result = await recordClassification(tx, system, set, "auto_update", now);
        reclassified.push({
          system_id: system.id,
          workspace_id: system.workspaceId,
          tier: result.tier,
          previous_tier: result.differences.previous_tier,
        });
        events.push({
          id: outboxEventId(),
          workspaceId: system.workspaceId,
          type: "eu.system.reclassified",
          data: json({
            system_id: system.id,
            rule_set_version: set.version,
            previous_rule_set_version: result.differences.previous_rule_set_version,
            tier: result.tier,
            previous_tier: result.differences.previous_tier,
            differences: result.differences.findings,
            classified_at: now.getTime(),
          }),
          createdAt: now,
        });
      }
      if (events.length) await tx.outboxEvent.createMany({ data: events });
      return { version: set.version, previous_version: previous?.version ?? null, sha256, changes, reclassified, events: events.length };
    },
    { timeout: 60_000 },
  );
}
