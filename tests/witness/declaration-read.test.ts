// A reading also reads the company's own declaration (/.well-known/svc-declaration.json, signed with the
// company's key): a document whose signature holds gives `company-declared` facts, with the document as
// their source (URL, time, key thumbprint, digest) and the response in the reading's evidence manifest;
// an altered, unsigned, other-domain or malformed document gives none and says why; a document taken
// down removes the facts it declared.
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyThumbprint, publicJwkOf, signDeclaration } from "@/lib/witness/declaration/declaration-signature";
import { publishRecordVersion } from "@/lib/network/publish-version";
import type { Declaration } from "@/lib/schemas/declaration";
import { runReading } from "@/lib/witness/engine/run-reading";
import { worldNetwork } from "@/lib/platform/outbound/witness-network";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
let world: LocalWorld;
const { privateKey } = generateKeyPairSync("ed25519");
const FACTS: Declaration["facts"] = [
  { category: "security", key: "data-retention", label: "Data retention", value: "30 days" },
  { category: "infrastructure", key: "hosting", label: "Hosting", value: "EU (Frankfurt)" },
];

function unsigned(domain: string, facts = FACTS): Declaration {
  return { declaration_version: 1, domain, issued_at: "2026-11-01T00:00:00.000Z", facts, key: publicJwkOf(privateKey) };
}
const signed = (domain: string, facts = FACTS) => signDeclaration(unsigned(domain, facts), privateKey);

async function addCompany(slug: string, domain: string) {
  await app.db.company.create({
    data: {
      id: slug,
      slug,
      name: slug,
      sortName: slug,
      domain,
      jurisdiction: "EU",
      publication: "published",
      isNetwork: true,
      listed: true,
    },
  });
  await publishRecordVersion(app.db, slug, { kind: "published" });
}

const read = (companyId: string, w = world) => runReading(app.db, { companyId, reader: { network: worldNetwork(w.description) } });
const declaredFacts = (companyId: string) =>
  app.db.fact.findMany({ where: { companyId, origin: "company_declared" }, orderBy: { key: "asc" } });

beforeAll(async () => {
  app = await startApp();
  const altered = await signed("altered.example");
  altered.facts = [{ ...FACTS[0]!, value: "forever" }];
  world = await startLocalWorld([
    { domain: "declared.example", declaration: JSON.stringify(await signed("declared.example")) },
    { domain: "altered.example", declaration: JSON.stringify(altered) },
    { domain: "unsigned.example", declaration: JSON.stringify(unsigned("unsigned.example")) },
    { domain: "elsewhere.example", declaration: JSON.stringify(await signed("declared.example")) },
    { domain: "garbled.example", declaration: "{ not json" },
    { domain: "silent.example" },
  ]);
  for (const d of ["declared", "altered", "unsigned", "elsewhere", "garbled", "silent"]) await addCompany(`${d}-co`, `${d}.example`);
});
afterAll(async () => {
  await app?.stop();
  await world?.close();
});

describe("a signed declaration", () => {
  it("gives company-declared facts whose source is the document: URL, time, signature held, key thumbprint, digest", async () => {
    const done = await read("declared-co");
    expect((await declaredFacts("declared-co")).map((f) => [f.category, f.key, f.label, f.value])).toEqual([
      ["security", "data-retention", "Data retention", "30 days"],
      ["infrastructure", "hosting", "Hosting", "EU (Frankfurt)"],
    ]);
    const source = await app.db.companyDeclaration.findUniqueOrThrow({ where: { companyId: "declared-co" } });
    expect(source).toMatchObject({
      url: "https://declared.example/.well-known/svc-declaration.json",
      outcome: "found",
      detail: null,
      thumbprint: await keyThumbprint(publicJwkOf(privateKey)),
      factCount: 2,
      issuedAt: new Date("2026-11-01T00:00:00.000Z"),
    });
    expect(source.readAt).toEqual(done.takenAt);
    // The response is listed in the reading's evidence manifest with the same digest.
    const reading = await app.db.reading.findUniqueOrThrow({ where: { id: done.readingId } });
    const items = (reading.evidenceManifest as { items: { source: string; sha256: string; status: number }[] }).items;
    expect(items.find((i) => i.source === source.url)).toMatchObject({ sha256: source.sha256, status: 200 });
  });

  it("shows on the canonical profile as the company's own account, under a new record version", async () => {
    const versions = await app.db.recordVersion.count({ where: { companyId: "declared-co" } });
    expect(versions).toBe(2);
    const profile = await app.web.get("/api/network/profile?q=declared.example");
    expect(profile.status).toBe(200);
    expect(profile.body.record.version).toBe(2);
    expect(profile.body.facts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          category: "security",
          key: "data-retention",
          value: "30 days",
          origin: "company-declared",
          origins: ["company-declared"],
        }),
      ]),
    );
  });

  it("a second reading of the same document changes nothing and publishes no version", async () => {
    await read("declared-co");
    expect(await app.db.recordVersion.count({ where: { companyId: "declared-co" } })).toBe(2);
    expect(await declaredFacts("declared-co")).toHaveLength(2);
  });

  it("taken down (404), the facts it declared are removed; other company-declared facts stay", async () => {
    await app.db.fact.create({
      data: {
        companyId: "declared-co",
        category: "privacy",
        key: "dpo-contact",
        label: "DPO contact",
        value: "dpo@declared.example",
        origin: "company_declared",
      },
    });
    const without = await startLocalWorld([{ domain: "declared.example" }]);
    try {
      await read("declared-co", without);
    } finally {
      await without.close();
    }
    expect((await declaredFacts("declared-co")).map((f) => f.key)).toEqual(["dpo-contact"]);
    expect(await app.db.companyDeclaration.findUniqueOrThrow({ where: { companyId: "declared-co" } })).toMatchObject({
      outcome: "absent",
      factCount: 0,
      thumbprint: null,
    });
  });
});

describe("a declaration that does not hold gives no facts and says why", () => {
  it.each([
    ["altered-co", "signature_invalid", /does not verify/],
    ["unsigned-co", "unsigned", /no signature/],
    ["elsewhere-co", "domain_mismatch", /declared\.example, not elsewhere\.example/],
    ["garbled-co", "invalid", /not JSON/],
    ["silent-co", "absent", /HTTP 404/],
  ])("%s: %s", async (companyId, outcome, detail) => {
    await read(companyId);
    expect(await declaredFacts(companyId)).toEqual([]);
    const row = await app.db.companyDeclaration.findUniqueOrThrow({ where: { companyId } });
    expect(row.outcome).toBe(outcome);
    expect(row.detail).toMatch(detail);
    expect(row.factCount).toBe(0);
    // A document that parsed still shows whose key it names.
    if (outcome === "signature_invalid" || outcome === "unsigned" || outcome === "domain_mismatch")
      expect(row.thumbprint).toBe(await keyThumbprint(publicJwkOf(privateKey)));
    else expect(row.thumbprint).toBeNull();
  });
});
