// Row builders shared by the demo fixtures: hourly reading times, pillars, providers and audit chains.
// Pure functions of their inputs (and a seeded Rng), so the demo network is the same on every run.
import type { Prisma } from "@/lib/platform/db/generated/client";
import { canonicalJson } from "@/lib/platform/canonical-json";
import { auditBlockHash, GENESIS_PREV_HASH } from "@/lib/witness-record/audit-chain";
import { FRESHNESS_WINDOW_DAYS, PILLARS } from "@/lib/seed/pillars";
import type { Rng } from "@/lib/seed/prng";

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** `count` reading times, one an hour back from latestAt (skipped hours extend the span: a gap), oldest first. */
export function hourlyTimes({ latestAt, count, skipHours }: { latestAt: Date; count: number; skipHours?: ReadonlySet<number> }): Date[] {
  const times: Date[] = [];
  for (let hoursAgo = 0; times.length < count; hoursAgo++) {
    if (skipHours?.has(hoursAgo)) continue;
    times.push(new Date(latestAt.getTime() - hoursAgo * HOUR));
  }
  return times.reverse();
}

export interface PillarPlan {
  companyId: string;
  now: Date;
  rand: Rng;
  /** Status weights: probability of green, then amber; the rest is red. */
  green?: number;
  amber?: number;
  restricted?: readonly string[];
  undated?: readonly string[];
  /** Fixed statuses for named pillars, so a fixture is sure to show every colour. */
  statusOverrides?: Readonly<Record<string, "green" | "amber" | "red">>;
}

export function pillarRows(plan: PillarPlan): Prisma.PillarCreateManyInput[] {
  const { rand, now } = plan;
  const green = plan.green ?? 0.7;
  const amber = plan.amber ?? 0.2;
  return PILLARS.map((p) => {
    const roll = rand.next();
    const status = plan.statusOverrides?.[p.id] ?? (roll < green ? "green" : roll < green + amber ? "amber" : "red");
    const undated = plan.undated?.includes(p.id) ?? false;
    const windowDays = FRESHNESS_WINDOW_DAYS[p.freshnessCategory];
    return {
      companyId: plan.companyId,
      pillarId: p.id,
      label: p.label,
      area: p.area,
      status,
      observedAt: undated ? null : new Date(now.getTime() - rand.int(1, Math.min(windowDays, 20) * 24) * HOUR),
      sourceRef: undated ? null : p.sourceRef,
      restricted: plan.restricted?.includes(p.id) ?? false,
      evidenceClass: undated ? "company-declared" : "witnessed",
      observation: undated
        ? null
        : { green: "Read as configured", amber: "Partly configured", red: "Not configured" }[status] + ` (${p.label.toLowerCase()})`,
      freshnessCategory: p.freshnessCategory,
      windowDays,
    };
  });
}

const PROVIDERS = [
  { key: "github", label: "GitHub" },
  { key: "aws", label: "Amazon Web Services" },
  { key: "okta", label: "Okta" },
  { key: "google-workspace", label: "Google Workspace" },
  { key: "jamf", label: "Jamf" },
] as const;

export function providerRows(companyId: string, now: Date, rand: Rng): Prisma.ProviderCreateManyInput[] {
  return PROVIDERS.map((p, i) => {
    // The last provider of every company is the one in trouble, so each rollup shows all three states.
    const status = i === PROVIDERS.length - 1 ? rand.pick(["degraded", "disconnected"]) : "connected";
    return {
      companyId,
      key: p.key,
      label: p.label,
      status,
      lastSyncAt:
        status === "disconnected" ? new Date(now.getTime() - rand.int(4, 12) * DAY) : new Date(now.getTime() - rand.int(5, 90) * 60_000),
    };
  });
}

export interface AuditEventInput {
  type: string;
  at: Date;
  actor: string;
  detail: Record<string, string | number | boolean>;
}

/** Hash-linked blocks; the payload is the canonical JSON of the event, exactly as hashed. */
export function auditChainRows(workspaceId: string, events: readonly AuditEventInput[]): Prisma.AuditBlockCreateManyInput[] {
  let prevHash = GENESIS_PREV_HASH;
  return events.map((e, seq) => {
    const payload = canonicalJson({ seq, type: e.type, at: e.at.toISOString(), actor: e.actor, detail: e.detail });
    const hash = auditBlockHash(prevHash, payload);
    const row = { workspaceId, seq, prevHash, hash, payload, createdAt: e.at };
    prevHash = hash;
    return row;
  });
}
