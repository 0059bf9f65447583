// Shared arrangements of the event-channel tests: an app with the job queue and the outbox pump running in
// this process, receivers installed as the network the dispatcher sees, and outbox rows as the features
// write them.
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { startJobs } from "@/lib/platform/jobs/queue";
import { startEventDelivery, stopEventDelivery } from "@/lib/events/dispatcher";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { startReceivers, type Receivers } from "@/tests/helpers/event-receiver";

export interface EventsWorld {
  app: TestApp;
  receivers: Receivers;
  stop(): Promise<void>;
}

// The channels' deadlines shortened from 10 s and 15 s, so a receiver that never answers costs two or three
// seconds; the tests assert against these values, which the production defaults replace one for one.
export const DEADLINE_MS = 2_000;
export const RETRY_BUDGET_MS = 3_000;

export async function startEventsWorld(names: string[], env: Record<string, string> = {}): Promise<EventsWorld> {
  const receivers = await startReceivers(names);
  const app = await startApp({
    JOBS_POLL_SECONDS: "0.5",
    EVENTS_DEADLINE_MS: String(DEADLINE_MS),
    EVENTS_RETRY_BUDGET_MS: String(RETRY_BUDGET_MS),
    ...env,
  });
  installWorld(receivers.world);
  await startJobs({ pollingSeconds: 0.5 });
  await startEventDelivery();
  return {
    app,
    receivers,
    async stop() {
      stopEventDelivery();
      await app.stop();
      installWorld(undefined);
      await receivers.close();
    },
  };
}

export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  ms = 60_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function writeOutbox(app: TestApp, workspaceId: string, type: string, data: Record<string, unknown>): Promise<string> {
  const id = `evt_${randomBytes(16).toString("hex")}`;
  await app.db.outboxEvent.create({ data: { id, workspaceId, type, data: data as object } });
  return id;
}

/** The data each endpoint event type carries (spec 6.1). */
export const SAMPLE_DATA: Record<string, Record<string, unknown>> = {
  "witness.changed": {
    coverage: { passed: 5, run: 7 },
    previous: { passed: 4, run: 7 },
    change: { passed: 1, run: 0 },
    source: "outside-in",
    changed_at: 1_764_000_000_000,
  },
  "control.witnessed": { controlId: "mfa-enforced", status: "passed" },
  "profile.viewed": { slug: "acme", referrer: null, at: 1_764_000_000_000 },
  "monitoring.drift": {
    count: 1,
    changes: [
      {
        id: "c1",
        provider_key: "github",
        summary: "branch protection off",
        direction: "regression",
        prev_status: "passed",
        new_status: "failed",
      },
    ],
    url: "https://example.test/drift",
  },
};

/** The data of the service's own alert (6.2 leaves its payloads open; docs/events.md documents this one). */
export const READING_FAILING_DATA: Record<string, unknown> = {
  slug: "acme",
  domain: "acme.example",
  failed_readings: 3,
  since: 1_764_000_000_000,
  last_witnessed_at: 1_763_990_000_000,
  reasons: ["timeout", "unreachable"],
  url: "https://example.test/network/company/acme",
};

export function jsonOf(raw: Buffer): Record<string, unknown> {
  const parsed = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
  expect(typeof parsed).toBe("object");
  return parsed;
}
