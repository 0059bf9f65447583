// /dev/world's proofs on the demo world as `npm run dev` runs it (lib/seed/demo-world.ts installs a
// live view of the world, not the description its HTTPS server answers from): a TXT record and a verification
// file placed for a demo domain are what the claim check then observes, and taking them away is seen too.
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkControl } from "@/lib/companies/check-control";
import { setWorldProof } from "@/lib/companies/dev-world";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import { startDemoWorld, type DemoWorld } from "@/lib/seed/demo-world";
import { startApp, type TestApp } from "@/tests/helpers/app";

const DOMAIN = "pebble-crm.example";
const TOKEN = "dev-world-proof-token-0123456789ab";
let world: DemoWorld;
let app: TestApp;

beforeAll(async () => {
  // The app provides the environment the check reads (its resolver and the outbound guard's settings).
  app = await startApp();
  world = await startDemoWorld();
  installWorld(world.live);
}, 120_000);
afterAll(async () => {
  installWorld(undefined);
  await world?.close();
  await app?.stop();
});

const observed = async () => (await checkControl(DOMAIN, { dnsToken: TOKEN, fileToken: TOKEN })).map((c) => [c.method, c.observed]);

it("a placed verification file is served by the world's HTTPS server and matches; removed, it no longer does", async () => {
  setWorldProof(DOMAIN, "https_file", TOKEN);
  expect(await observed()).toContainEqual(["https_file", "matched"]);
  setWorldProof(DOMAIN, "https_file", null);
  expect(await observed()).toContainEqual(["https_file", "wrong_token"]);
});

it("a placed TXT record matches; removed, the name does not exist", async () => {
  setWorldProof(DOMAIN, "dns_txt", TOKEN);
  expect(await observed()).toContainEqual(["dns_txt", "matched"]);
  setWorldProof(DOMAIN, "dns_txt", null);
  expect(await observed()).toContainEqual(["dns_txt", "nxdomain"]);
});
