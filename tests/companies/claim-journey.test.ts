// Companies join the Network (issue 29), over HTTP on both hosts: add a company by domain, prove control
// through the local HTTPS world (DNS TXT or HTTPS file, read through the resolver and the SSRF guard),
// declare facts, publish, withdraw, publish again, and every refusal on the way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { PASSWORD, cookieFrom, confirmedAccount, signIn, uniqueEmail, type Account } from "@/tests/auth/support";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
let world: LocalWorld;
let owner: Account;
let rival: Account;

const add = (who: { cookie: string }, domain: unknown) => app.web.post("/api/workspace/companies", { domain }, { cookie: who.cookie });
const verify = (who: Account, slug: string) =>
  app.web.post(`/api/workspace/companies/${slug}/verification`, undefined, { cookie: who.cookie });
const putFacts = (who: Account, slug: string, facts: unknown) =>
  app.web.request("PUT", `/api/workspace/companies/${slug}/facts`, { body: { facts }, headers: { cookie: who.cookie } });
const publication = (who: Account, slug: string, visibility: string) =>
  app.web.post(`/api/workspace/companies/${slug}/publication`, { visibility }, { cookie: who.cookie });
const placeProof = (domain: string, method: string, token: string | undefined, action = "place") =>
  app.web.post("/dev/world/proofs", { domain, method, action, ...(token ? { token } : {}) });

const FACTS = [
  { category: "company", key: "founded", label: "Founded", value: "2019" },
  { category: "security", key: "pen-test", label: "Penetration test", value: "Yearly, by an outside firm" },
  { category: "privacy", key: "dpa", label: "Data processing agreement", value: "https://harbor-labs.example/dpa" },
  { category: "infrastructure", key: "hosting", label: "Hosting", value: "EU and US regions" },
  { category: "contact", key: "security-contact", label: "Security contact", value: "security@harbor-labs.example" },
];

beforeAll(async () => {
  app = await startApp();
  world = await startLocalWorld([
    { domain: "harbor-labs.example" },
    { domain: "claim-stale.example" },
    {
      domain: "claim-redirect.example",
      files: { "/.well-known/svc-verification.txt": { status: 302, body: "", location: "https://elsewhere.example/token.txt" } },
    },
    { domain: "claim-loopback.example", resolvesTo: ["127.0.0.1"] },
    { domain: "claim-metadata.example", resolvesTo: ["169.254.169.254"] },
  ]);
  installWorld(world.description);
  owner = await confirmedAccount(app, "claim-owner", "Harbor Owners");
  rival = await confirmedAccount(app, "claim-rival", "Harbor Rivals");
}, 120_000);
afterAll(async () => {
  installWorld(undefined);
  await app?.stop();
  await world?.close();
});

describe("adding a company by domain", () => {
  it("an unconfirmed address is 403", async () => {
    const email = uniqueEmail("claim-unconfirmed");
    expect((await app.web.post("/api/auth/sign-up", { email, password: PASSWORD, workspace_name: "Unconfirmed" })).status).toBe(202);
    const res = await add({ cookie: cookieFrom(await signIn(app, email)) }, "unconfirmed-co.example");
    expect(res.status, res.text).toBe(403);
    expect(res.body.message).toMatch(/confirmed address/);
  });

  it.each([
    ["a public suffix", "co.uk", /public suffix/],
    ["a private public suffix", "github.io", /public suffix/],
    ["an IP literal", "127.0.0.1", /IP address/],
    ["an IPv6 literal", "[::1]", /not a domain|IP address/],
    ["a URL instead of a domain", "https://acme.com/about", /not a domain/],
    ["a domain with a port", "acme.com:8443", /not a domain/],
  ])("%s is 400 naming domain", async (_what, domain, message) => {
    const res = await add(owner, domain);
    expect(res.status, res.text).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ in: "body", name: "domain", message: expect.stringMatching(message) })]);
  });

  it("normalises case, IDNA and the trailing dot; an unknown domain gets its own unclaimed company", async () => {
    const res = await add(owner, "Bücher-Claim.Example.");
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ domain: "xn--bcher-claim-thb.example", state: "unverified", visibility: "unclaimed" });
    const company = await app.db.company.findUniqueOrThrow({ where: { domain: "xn--bcher-claim-thb.example" } });
    expect(company).toMatchObject({ slug: res.body.slug, publication: "unclaimed", workspaceId: null });
  });

  it(
    "claims the seeded unclaimed harbor-labs in place, keeping its " + "slug, with two ways to prove control, each with its own token",
    async () => {
      const res = await add(owner, "harbor-labs.example");
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({
        slug: "harbor-labs",
        domain: "harbor-labs.example",
        state: "unverified",
        method: null,
        verified_at: null,
      });
      const [txt, file] = res.body.verification.methods;
      expect(txt).toMatchObject({ method: "dns_txt", name: "_svc-challenge.harbor-labs.example" });
      expect(txt.value).toMatch(/^svc-verification=[A-Za-z0-9_-]{32}$/);
      expect(file).toMatchObject({ method: "https_file", url: "https://harbor-labs.example/.well-known/svc-verification.txt" });
      expect(file.content).toMatch(/^[A-Za-z0-9_-]{32}$/);
      // A value seen in one place (a public TXT record) proves nothing in the other.
      expect(file.content).not.toBe(txt.value.slice("svc-verification=".length));
      expect(Date.parse(res.body.verification.token_expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
      // Adding it again answers the same claim.
      const again = await add(owner, "HARBOR-LABS.example");
      expect(again.status).toBe(200);
      expect(again.body.verification).toEqual(res.body.verification);
    },
  );
});

describe("proving control", () => {
  const claimOf = (slug: string) => app.db.companyClaim.findFirstOrThrow({ where: { company: { slug }, workspaceId: owner.workspace.id } });
  const tokenOf = async (slug: string) => (await claimOf(slug)).dnsToken;

  it("with nothing placed: 422 verification_failed naming, per method, what was looked up and observed", async () => {
    const res = await verify(owner, "harbor-labs");
    expect(res.status, res.text).toBe(422);
    expect(res.body.error).toBe("verification_failed");
    expect(res.body.checks).toEqual([
      expect.objectContaining({ method: "dns_txt", looked_up: "TXT _svc-challenge.harbor-labs.example", observed: "nxdomain" }),
      // The demo site answers every path with its home page: a file, but not the token.
      expect.objectContaining({
        method: "https_file",
        looked_up: "https://harbor-labs.example/.well-known/svc-verification.txt",
        observed: "wrong_token",
      }),
    ]);
  });

  it("publishing before verification is 409 naming the state", async () => {
    const res = await publication(owner, "harbor-labs", "published");
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ error: "claim_not_verified", state: "unverified" });
    expect(res.body.message).toMatch(/unverified/);
  });

  it("a token at a look-alike name, or a wrong token, does not verify", async () => {
    const token = await tokenOf("harbor-labs");
    world.description.txt["svc-challenge.harbor-labs.example"] = [[`svc-verification=${token}`]];
    world.description.txt["_svc-challenge.harbor-labs.example.evil"] = [[`svc-verification=${token}`]];
    expect((await placeProof("harbor-labs.example", "https_file", "not-the-token")).status).toBe(200);
    const res = await verify(owner, "harbor-labs");
    expect(res.status).toBe(422);
    expect(res.body.checks.map((c: any) => c.observed)).toEqual(["nxdomain", "wrong_token"]);
    delete world.description.txt["svc-challenge.harbor-labs.example"];
    delete world.description.txt["_svc-challenge.harbor-labs.example.evil"];
    expect((await placeProof("harbor-labs.example", "https_file", undefined, "remove")).status).toBe(200);
  });

  it("each method's token proves control only by its own method", async () => {
    const claim = await claimOf("harbor-labs");
    expect((await placeProof("harbor-labs.example", "dns_txt", claim.fileToken)).status).toBe(200);
    expect((await placeProof("harbor-labs.example", "https_file", claim.dnsToken)).status).toBe(200);
    const res = await verify(owner, "harbor-labs");
    expect(res.status, res.text).toBe(422);
    expect(res.body.checks.map((c: any) => c.observed)).toEqual(["wrong_token", "wrong_token"]);
    for (const method of ["dns_txt", "https_file"])
      expect((await placeProof("harbor-labs.example", method, undefined, "remove")).status).toBe(200);
  });

  it("a stale token is refused and a fresh one issued", async () => {
    const added = await add(owner, "claim-stale.example");
    const token = added.body.verification.methods[1].content;
    await placeProof("claim-stale.example", "https_file", token);
    await app.db.companyClaim.updateMany({ where: { fileToken: token }, data: { tokenExpiresAt: new Date(Date.now() - 1000) } });
    const res = await verify(owner, added.body.slug);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ token_renewed: true });
    expect(res.body.checks.map((c: any) => c.observed)).toEqual(["token_expired", "token_expired"]);
    const renewed = await claimOf(added.body.slug);
    expect(renewed.fileToken).not.toBe(token);
    expect(renewed.dnsToken).not.toBe(added.body.verification.methods[0].value.slice("svc-verification=".length));
  });

  it("the file behind a redirect to another domain is not followed", async () => {
    const added = await add(owner, "claim-redirect.example");
    const res = await verify(owner, added.body.slug);
    expect(res.status).toBe(422);
    expect(res.body.checks[1]).toMatchObject({ observed: "redirect_off_domain" });
    expect(res.body.checks[1].detail).toContain("https://elsewhere.example/token.txt");
  });

  it.each(["claim-loopback.example", "claim-metadata.example"])(
    "the file on %s (127.0.0.1 / 169.254.169.254) is refused by the guard, nothing sent",
    async (domain) => {
      const added = await add(owner, domain);
      const res = await verify(owner, added.body.slug);
      expect(res.status).toBe(422);
      expect(res.body.checks[1]).toMatchObject({ method: "https_file", observed: "refused_by_guard" });
      expect(world.requests.get(domain)).toBeUndefined();
    },
  );

  it("the TXT record placed at /dev/world verifies; the record is private until published", async () => {
    const token = await tokenOf("harbor-labs");
    const placed = await placeProof("harbor-labs.example", "dns_txt", token);
    expect(placed.status, placed.text).toBe(200);
    const res = await verify(owner, "harbor-labs");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ state: "verified", method: "dns_txt" });
    const company = await app.db.company.findUniqueOrThrow({ where: { slug: "harbor-labs" } });
    expect(company).toMatchObject({ workspaceId: owner.workspace.id, publication: "private" });
    const worker = await app.api.get("/public/trust/harbor-labs");
    expect(worker.status).toBe(404);
    expect(worker.body).toMatchObject({ status: "private", claim: { claim_url: `${app.baseUrl}/claim/harbor-labs` } });
    const audit = await app.db.auditEvent.findMany({
      where: { workspaceId: owner.workspace.id, action: { in: ["company.added", "company.verified"] } },
    });
    expect(audit.map((a) => a.action)).toContain("company.verified");
  });

  it("a domain another workspace has verified is 409 domain_claimed, saying how to dispute it", async () => {
    const res = await add(rival, "harbor-labs.example");
    expect(res.status, res.text).toBe(409);
    expect(res.body.error).toBe("domain_claimed");
    expect(res.body.message).toMatch(/dispute/);
  });
});

describe("declared facts", () => {
  it.each([
    ["a 10 KiB value", [{ ...FACTS[0], value: "x".repeat(10 * 1024) }], "facts.0.value"],
    ["an unknown category", [FACTS[0], { ...FACTS[1], category: "astrology" }], "facts.1.category"],
    ["two facts with one key", [FACTS[0], { ...FACTS[0], label: "Again" }], "facts.1.key"],
    ["a label over 120 characters", [{ ...FACTS[0], label: "L".repeat(121) }], "facts.0.label"],
    ["a plain-http URL", [{ ...FACTS[2], value: "http://harbor-labs.example/dpa" }], "facts.0.value"],
  ])("%s is 400 naming its index and field", async (_what, facts, field) => {
    const res = await putFacts(owner, "harbor-labs", facts);
    expect(res.status, res.text).toBe(400);
    expect(res.body.errors.map((e: any) => e.name)).toContain(field);
  });

  it("PUT replaces the draft; GET shows it beside the published set", async () => {
    const res = await putFacts(owner, "harbor-labs", FACTS);
    expect(res.status, res.text).toBe(200);
    const read = await app.web.get("/api/workspace/companies/harbor-labs/facts", { cookie: owner.cookie });
    expect(read.status).toBe(200);
    expect(read.body.draft).toEqual(FACTS);
    expect(read.body.published.some((f: any) => f.key === "founded" && f.origin === "company-declared")).toBe(false);
  });
});

describe("publish, keep private, publish again", () => {
  it("publishing mints a version; the company is found everywhere with its facts as company-declared", async () => {
    const res = await publication(owner, "harbor-labs", "published");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ slug: "harbor-labs", visibility: "published", kind: "published" });
    const profile = await app.web.get("/api/network/profile?q=harbor-labs");
    expect(profile.body.found).toBe(true);
    for (const f of FACTS)
      expect(profile.body.facts).toContainEqual(expect.objectContaining({ key: f.key, value: f.value, origin: "company-declared" }));
    const search = await app.web.get("/api/network/search?q=harbor");
    expect(search.body.results.map((r: any) => r.slug)).toContain("harbor-labs");
    const page = await app.web.get("/network/company/harbor-labs");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Penetration test");
  });

  it("withdrawing is a version of kind withdrawn: found false, the worker route 404 private with claim", async () => {
    const res = await publication(owner, "harbor-labs", "private");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ visibility: "private", kind: "withdrawn" });
    expect((await app.web.get("/api/network/profile?q=harbor-labs")).body.found).toBe(false);
    const worker = await app.api.get("/public/trust/harbor-labs");
    expect(worker.status).toBe(404);
    expect(worker.body).toMatchObject({ status: "private", claim: { claim_url: `${app.baseUrl}/claim/harbor-labs` } });
    expect((await app.web.get("/api/network/search?q=harbor")).body.results.map((r: any) => r.slug)).not.toContain("harbor-labs");
  });

  it("publishing again brings it back with a new version", async () => {
    const res = await publication(owner, "harbor-labs", "published");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: "published", version: 3 });
    expect((await app.web.get("/api/network/profile?q=harbor-labs")).body.found).toBe(true);
    const versions = await app.db.recordVersion.findMany({ where: { companyId: "harbor-labs" }, orderBy: { version: "asc" } });
    expect(versions.map((v) => v.kind)).toEqual(["published", "withdrawn", "published"]);
  });
});

describe("tenant isolation", () => {
  it("another workspace's slug is 404 on every new route", async () => {
    const answers = [
      await verify(rival, "harbor-labs"),
      await app.web.get("/api/workspace/companies/harbor-labs/facts", { cookie: rival.cookie }),
      await putFacts(rival, "harbor-labs", FACTS),
      await publication(rival, "harbor-labs", "private"),
      await app.web.get("/workspace/companies/harbor-labs", { cookie: rival.cookie }),
    ];
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    const list = await app.web.get("/api/workspace/companies", { cookie: rival.cookie });
    expect(list.body.companies).toEqual([]);
  });
});

describe("pages", () => {
  it("an unpublished company's page links to its claim page", async () => {
    const res = await app.web.get("/network/company/claim-stale");
    expect(res.status).toBe(404);
    expect(res.text).toContain('href="/claim/claim-stale"');
  });

  it("the claim page says what claiming means and leads to sign-in", async () => {
    const res = await app.web.get("/claim/harbor-labs");
    expect(res.status).toBe(200);
    expect(res.text).toContain("Who can claim");
    expect(res.text).toContain('href="/sign-in"');
  });

  it("the workspace company page shows the draft, the origins and the forms", async () => {
    const res = await app.web.get("/workspace/companies/harbor-labs", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.text).toContain("company | founded | Founded | 2019");
    expect(res.text).toContain("company-declared (this page)");
    expect(res.text).toContain('action="/api/workspace/companies/harbor-labs/publication"');
  });

  it("the form posts work without JavaScript", async () => {
    const form = (path: string, body: string) =>
      app.web.request("POST", path, {
        rawBody: body,
        headers: { cookie: owner.cookie, "content-type": "application/x-www-form-urlencoded" },
      });
    const saved = await form(
      "/api/workspace/companies/harbor-labs/facts",
      `facts_text=${encodeURIComponent("company | founded | Founded | 2019\nastrology | x | X | y")}`,
    );
    expect(saved.status).toBe(303);
    // A refused form goes back to the company's page it was posted from, saying why.
    expect(saved.headers.get("location")).toMatch(/\/workspace\/companies\/harbor-labs\?error=.*facts\.1\.category/);
    const failed = await form("/api/workspace/companies/claim-stale/verification", "");
    expect(failed.status).toBe(303);
    const error = new URL(failed.headers.get("location")!, app.baseUrl);
    expect(error.pathname).toBe("/workspace/companies/claim-stale");
    // What each method looked up and observed, in the message a page shows.
    expect(error.searchParams.get("error")).toMatch(
      /TXT _svc-challenge\.claim-stale\.example: \w+; https:\/\/claim-stale\.example\/\.well-known\/svc-verification\.txt: \w+/,
    );
  });
});
