// Events go to the workspace's endpoints (issue 29, point 5): publishing and withdrawing a company's record
// write a `record.version` outbox event in the transaction that writes the version, and the dispatcher
// delivers it to an endpoint the workspace registered, signed like every endpoint event.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorGrant } from "@/lib/companies/operator-claims";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { jsonOf, startEventsWorld, until, type EventsWorld } from "@/tests/events/support";

const HOOKS = "claims.receiver.test";

let w: EventsWorld;
let owner: Account;

beforeAll(async () => {
  w = await startEventsWorld([HOOKS]);
  owner = await confirmedAccount(w.app, "claim-events", "Claim Events Co");
}, 120_000);
afterAll(async () => {
  await w?.stop();
});

describe("record.version events", () => {
  it("publish and withdraw each reach the workspace's endpoint, with the version the change feed names", async () => {
    const registered = await w.app.web.post(
      "/api/workspace/endpoints",
      { url: w.receivers.url(HOOKS), events: ["record.version"] },
      { cookie: owner.cookie },
    );
    expect(registered.status, registered.text).toBe(201);
    // Control granted by hand (the operator task): this test is about the events, not the proof.
    await operatorGrant(w.app.db, "events-claim.example", owner.workspace.slug);
    const publish = await w.app.web.post(
      "/api/workspace/companies/events-claim/publication",
      { visibility: "published" },
      { cookie: owner.cookie },
    );
    expect(publish.status, publish.text).toBe(200);
    // Written in the version's own transaction: the row is there the moment the answer is.
    const outbox = await w.app.db.outboxEvent.findMany({ where: { workspaceId: owner.workspace.id, type: "record.version" } });
    expect(outbox).toHaveLength(1);
    const withdraw = await w.app.web.post(
      "/api/workspace/companies/events-claim/publication",
      { visibility: "private" },
      { cookie: owner.cookie },
    );
    expect(withdraw.status, withdraw.text).toBe(200);

    const got = await until("both versions at the endpoint", () => {
      const seen = w.receivers.of(HOOKS).filter((r) => r.headers["x-svc-event"] === "record.version");
      return seen.length >= 2 && seen;
    });
    const versions = await w.app.db.recordVersion.findMany({ where: { companyId: "events-claim" }, orderBy: { version: "asc" } });
    const events = got
      .map((r) => jsonOf(r.raw) as { data: { version: number; kind: string } })
      .sort((a, b) => a.data.version - b.data.version);
    expect(events.map((e) => e.data)).toEqual(
      versions.map((v) => ({
        event_id: v.eventId,
        kind: v.kind,
        subject: { slug: "events-claim", domain: "events-claim.example" },
        version: v.version,
        recorded_at: v.recordedAt.toISOString(),
        digest: v.digest,
        previous_digest: v.previousDigest,
        corrects_version: null,
      })),
    );
    expect(events.map((e) => e.data.kind)).toEqual(["published", "withdrawn"]);
    const secret = registered.body.secret as string;
    for (const r of got) expect(r.headers["x-svc-signature"]).toBe(createHmac("sha256", secret).update(r.raw).digest("hex"));
  });
});
