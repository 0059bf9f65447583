// The published JSON Schema: generated from the handler's zod schema, draft 2020-12, refusing a score.
// Every seeded Network company's response is validated with ajv, a validator we did not write.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { NetworkProfileResponseSchema, REFUSED_PROPERTIES } from "@/lib/schemas/network-profile";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
let schema: any;
let validate: ReturnType<Ajv2020["compile"]>;

beforeAll(async () => {
  app = await startApp();
  const res = await app.web.get("/schemas/network-profile.v2.schema.json");
  expect(res.status).toBe(200);
  schema = JSON.parse(res.text);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  validate = ajv.compile(schema);
});
afterAll(async () => {
  await app?.stop();
});

describe("GET /schemas/network-profile.v2.schema.json", () => {
  it("is JSON Schema 2020-12 with its own URL as $id, generated from the zod schema that types the handler", async () => {
    const res = await app.web.get("/schemas/network-profile.v2.schema.json");
    expect(res.headers.get("content-type")).toContain("application/schema+json");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.$id).toBe(`${app.baseUrl}/schemas/network-profile.v2.schema.json`);
    const generated = z.toJSONSchema(NetworkProfileResponseSchema, { target: "draft-2020-12", io: "output" }) as any;
    expect(Object.keys(schema.$defs).sort()).toEqual([...Object.keys(generated.$defs), "Unscored"].sort());
    expect(schema.$ref).toBe(generated.$ref);
    // Open to additive fields: no object is closed; refused names are banned by propertyNames instead.
    expect(res.text).not.toContain('"additionalProperties":false');
    expect(schema.$defs.Unscored.propertyNames).toEqual({ not: { enum: ["score", "rating", "rank", "grade", "confidence"] } });
  });

  it("validates every seeded Network company's response, on both contracts", async () => {
    const companies = await app.db.company.findMany({ where: { isNetwork: true }, select: { slug: true, listed: true } });
    expect(companies.length).toBeGreaterThan(30);
    let found = 0;
    for (const { slug, listed } of companies) {
      for (const contract of [2, 1]) {
        const res = await app.web.get(`/api/network/profile?q=${slug}&contract=${contract}`);
        expect(res.status, slug).toBe(200);
        expect(res.body.found, slug).toBe(listed);
        const ok = validate(res.body);
        expect(ok, `${slug} c${contract}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
        if (res.body.found) found++;
        // Continuity never claims a start older than the service's own first reading.
        const c = res.body.witnessed?.continuity;
        // Always an object; its dates are null until two readings agree.
        if (c?.recordBegan) {
          const first = await app.db.reading.findFirst({ where: { companyId: slug }, orderBy: { takenAt: "asc" } });
          expect(Date.parse(c.recordBegan), slug).toBe(first!.takenAt.getTime());
          expect(Date.parse(c.unbrokenSince), slug).toBeGreaterThanOrEqual(Date.parse(c.recordBegan));
        }
      }
    }
    expect(found).toBe(2 * companies.filter((c) => c.listed).length);
    expect(found).toBeGreaterThan(2 * 30);
    const none = await app.web.get("/api/network/profile?q=quietline");
    expect(validate(none.body)).toBe(true);
  });

  it("validates a record with fields added later, at the top and nested", async () => {
    const { body } = await app.web.get("/api/network/profile?q=lumen-analytics");
    const copy = structuredClone(body);
    copy.addedLater = { detail: [{ note: "a field a later release adds" }] };
    copy.witnessed.addedLater = "x";
    copy.facts[0].addedLater = 1;
    expect(validate(copy), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });

  it("names facts one way: category and key match the documented pattern, withheld facts are `category/key`", async () => {
    const { body } = await app.web.get("/api/network/profile?q=lumen-analytics");
    const fact = schema.$defs.Fact.properties;
    expect(fact.key.pattern).toBe("^[a-z0-9]+(?:-[a-z0-9]+)*$");
    expect(fact.category.pattern).toBe("^[a-z0-9]+(?:-[a-z0-9]+)*$");
    for (const bad of ["Security", "data retention", "data.retention", "a--b", "-x", ""]) {
      const copy = structuredClone(body);
      copy.facts[0].key = bad;
      expect(validate(copy), JSON.stringify(bad)).toBe(false);
    }
  });

  it("refuses a score hidden inside a field added later, at any depth", async () => {
    const { body } = await app.web.get("/api/network/profile?q=lumen-analytics");
    for (const name of REFUSED_PROPERTIES) {
      const copy = structuredClone(body);
      copy.addedLater = { detail: [{ deeper: { [name]: 3 } }] };
      expect(validate(copy), name).toBe(false);
    }
  });

  it("refuses a record that carries a score, rating, rank, grade or confidence anywhere", async () => {
    const { body } = await app.web.get("/api/network/profile?q=lumen-analytics");
    expect(validate(body)).toBe(true);
    const places: [string, (r: any) => any][] = [
      ["top level", (r) => r],
      ["witnessed", (r) => r.witnessed],
      ["coverage", (r) => r.witnessed.coverage],
      ["a fact", (r) => r.facts[0]],
      ["a conflict account", (r) => r.conflicts[0].accounts[0]],
      ["methodology", (r) => r.methodology],
      ["signing", (r) => r.signing],
      ["evidenceClasses", (r) => r.evidenceClasses],
      ["authority", (r) => r.authority],
      ["relationships", (r) => r.relationships],
    ];
    for (const name of REFUSED_PROPERTIES) {
      for (const [where, at] of places) {
        const copy = structuredClone(body);
        at(copy)[name] = name === "grade" ? "A" : 0.9;
        expect(validate(copy), `${name} in ${where}`).toBe(false);
      }
      const notFound = { ...(await app.web.get("/api/network/profile?q=quietline")).body, [name]: 1 };
      expect(validate(notFound), `${name} on found: false`).toBe(false);
    }
  });
});
