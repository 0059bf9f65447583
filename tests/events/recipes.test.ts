// The receiver recipes of docs/events.md (JavaScript, Python and Go), run as printed against real deliveries of both
// channels: each accepts its own channel, refuses the other channel, a changed byte, and (alerts) a
// timestamp outside 300 s. Go runs where a Go toolchain is installed; CI installs Debian's golang-go and
// sets REQUIRE_GO=1, so there its absence fails the run instead of leaving Go out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import type { Received } from "@/tests/helpers/event-receiver";
import { goAvailable, runGo, runJs, runPython, tampered, type RecipeCase } from "@/tests/events/recipes";
import { startEventsWorld, until, writeOutbox, SAMPLE_DATA, type EventsWorld } from "@/tests/events/support";

const ENDPOINT = "endpoint.recipes.test";
const ALERT = "alert.recipes.test";

let w: EventsWorld;
let owner: Account;
let endpoint: { delivery: Received; secret: string };
let alert: { delivery: Received; key: string };

beforeAll(async () => {
  w = await startEventsWorld([ENDPOINT, ALERT]);
  owner = await confirmedAccount(w.app, "recipes", "Recipe Co");
  const e = await w.app.web.post(
    "/api/workspace/endpoints",
    { url: w.receivers.url(ENDPOINT), events: ["monitoring.drift"] },
    { cookie: owner.cookie },
  );
  const a = await w.app.web.post("/api/workspace/alert-destinations", { url: w.receivers.url(ALERT) }, { cookie: owner.cookie });
  expect([e.status, a.status]).toEqual([201, 201]);
  // One outbox event reaches both channels.
  await writeOutbox(w.app, owner.workspace.id, "monitoring.drift", SAMPLE_DATA["monitoring.drift"]);
  await until("both deliveries", () => w.receivers.of(ENDPOINT).length > 0 && w.receivers.of(ALERT).length > 0);
  endpoint = { delivery: w.receivers.of(ENDPOINT)[0]!, secret: e.body.secret };
  alert = { delivery: w.receivers.of(ALERT)[0]!, key: a.body.key };
}, 120_000);
afterAll(async () => {
  await w?.stop();
});

const RECIPES: [string, (list: RecipeCase[]) => [boolean, boolean][]][] = [
  ["JavaScript", runJs],
  ["Python", runPython],
];
if (process.env.REQUIRE_GO === "1" || goAvailable()) RECIPES.push(["Go", runGo]);

describe.each(RECIPES)("the %s recipes", (_lang, run) => {
  it("accept their own channel and refuse the other, a changed byte and a stale timestamp", () => {
    const ts = Number(alert.delivery.headers["x-svc-timestamp"]);
    const now = Math.floor(Date.now() / 1000);
    const list: RecipeCase[] = [
      { delivery: endpoint.delivery, key: endpoint.secret, now },
      { delivery: tampered(endpoint.delivery), key: endpoint.secret, now },
      { delivery: alert.delivery, key: alert.key, now },
      { delivery: tampered(alert.delivery), key: alert.key, now },
      { delivery: alert.delivery, key: alert.key, now: ts + 301 },
      { delivery: alert.delivery, key: alert.key, now: ts - 301 },
      { delivery: endpoint.delivery, key: alert.key, now },
    ];
    // [endpoint recipe, alert recipe] per case.
    expect(run(list)).toEqual([
      [true, false],
      [false, false],
      [false, true],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
  });
});
