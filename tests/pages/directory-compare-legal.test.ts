// The directory, compare and legal pages over HTTP, with their Markdown twins: what they list, how
// they page, what they say when a request cannot be read, when a read fails and when a limit is hit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  // Compare is limited per client address: each test names its own, so no test shares a counter.
  app = await startApp({ TRUSTED_PROXY_HEADER: "x-test-client-ip" });
});
afterAll(() => app?.stop());

const ip = (n: number) => ({ "x-test-client-ip": `10.77.0.${n}` });

/** The visible text of an HTML page, roughly: tags dropped, entities of the text decoded. */
function textOf(html: string): string {
  const body = html.replace(/^[\s\S]*?<main[^>]*>/, "").replace(/<\/main>[\s\S]*$/, "");
  return body
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

function hrefs(html: string, prefix: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&")).filter((h) => h.startsWith(prefix));
}

async function withTableOffline<T>(table: string, run: () => Promise<T>): Promise<T> {
  await app.db.$executeRawUnsafe(`ALTER TABLE "${table}" RENAME TO "${table}_offline"`);
  try {
    return await run();
  } finally {
    await app.db.$executeRawUnsafe(`ALTER TABLE "${table}_offline" RENAME TO "${table}"`);
  }
}

async function apiSlugs(query: string): Promise<{ slugs: string[]; total: number }> {
  const slugs: string[] = [];
  let cursor: string | null = null;
  let total: number;
  do {
    const res: { body: any } = await app.web.get(
      `/api/mobile/directory/search?limit=100${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    slugs.push(...res.body.results.map((r: any) => r.slug));
    total = res.body.total;
    cursor = res.body.next_cursor;
  } while (cursor);
  return { slugs, total };
}

describe("directory page /network", () => {
  it("walks every listed company by its next links, in the directory order, each row linking to its profile", async () => {
    const expected = await apiSlugs("");
    const seen: string[] = [];
    let next: string | undefined = "/network";
    let pages = 0;
    while (next) {
      const res = await app.web.get(next);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      seen.push(...hrefs(res.text, "/network/company/").map((h) => decodeURIComponent(h.slice("/network/company/".length))));
      const links = hrefs(res.text, "/network?");
      next = links.find((h) => h.includes("cursor="));
      if (pages > 0) expect(hrefs(res.text, "/network")).toContain("/network");
      pages++;
      expect(pages).toBeLessThan(10);
    }
    expect(pages).toBe(Math.ceil(expected.total / 20));
    expect(seen).toEqual(expected.slugs);
    for (const hidden of ["quietline", "harbor-labs", "kestrel-security"]) expect(seen).not.toContain(hidden);
  });

  it("shows each row's standing in words and its last reading", async () => {
    const res = await app.web.get("/network?q=lumen");
    const text = textOf(res.text);
    expect(text).toMatch(/1 listed company match(es)? this search/);
    expect(text).toMatch(
      /Lumen Analytics · lumen-analytics\.example Product analytics[^]*Witnessed \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC/,
    );
    expect(res.text).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T[^"]+Z">/i);
    const brightpath = textOf((await app.web.get("/network?q=brightpath")).text);
    expect(brightpath).toContain("No observation on last reading");
    expect(brightpath).toContain("Not a negative finding");
  });

  it("filters by text and by industry exactly as the directory search does", async () => {
    for (const query of ["&q=analytics", "&industry=hr%20tech", "&q=ai&industry=Security"]) {
      const expected = await apiSlugs(query);
      const res = await app.web.get(`/network?${query.slice(1)}`);
      const slugs = hrefs(res.text, "/network/company/").map((h) => h.slice("/network/company/".length));
      expect(slugs).toEqual(expected.slugs.slice(0, 20));
    }
    const industries = await app.db.company.findMany({ where: { listed: true }, select: { industries: true } });
    const page = await app.web.get("/network");
    for (const industry of new Set(industries.flatMap((c) => c.industries))) {
      expect(page.text).toContain(`<option value="${industry.replace(/&/g, "&amp;")}">`);
    }
  });

  it("says when nothing matches, without making it a finding", async () => {
    const text = textOf((await app.web.get("/network?q=no-such-company-anywhere")).text);
    expect(text).toContain("No listed company matches this search. That is not a finding about any company");
  });

  it("names the parameter it cannot read, on the page and with 400 on the twin", async () => {
    const page = await app.web.get("/network?q=lumen&cursor=not-a-cursor");
    expect(page.status).toBe(200);
    const text = textOf(page.text);
    expect(text).toContain("This request could not be read");
    expect(text).toMatch(/cursor : The cursor cannot be decoded/);
    expect(hrefs(page.text, "/network?")).toContain("/network?q=lumen");
    const twin = await app.web.get("/network.md?cursor=not-a-cursor");
    expect(twin.status).toBe(400);
    expect(twin.headers.get("cache-control")).toBe("no-store");
    expect(twin.text).toContain("`cursor`: The cursor cannot be decoded");
    const long = await app.web.get(`/network.md?q=${"x".repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.text).toContain("`q`: q must be at most 200 characters");
  });

  it("says the read failed, and nothing about any company, when the store fails", async () => {
    const [page, twin] = await withTableOffline("Company", async () => [await app.web.get("/network"), await app.web.get("/network.md")]);
    const text = textOf(page.text);
    expect(text).toContain("The read failed");
    expect(text).toContain("This says nothing about the company");
    expect(text).not.toContain("No listed company");
    expect(twin.status).toBe(503);
    expect(twin.headers.get("retry-after")).toBe("30");
    expect(twin.text).toContain("## The read failed");
    expect(twin.text).toContain("Reason: `record_unavailable`");
  });

  it("has a Markdown twin with the same rows and the next page's twin address", async () => {
    const twin = await app.web.get("/network", { accept: "text/markdown" });
    expect(twin.status).toBe(200);
    expect(twin.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(twin.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60, stale-while-revalidate=300");
    const expected = await apiSlugs("");
    expect(twin.text).toMatch(new RegExp(`^# Directory\\n[^]*${expected.total} listed companies\\.`));
    expect(twin.text).toContain(
      `| [Lumen Analytics](${app.baseUrl}/network/company/lumen-analytics) | lumen-analytics.example | Witnessed |`,
    );
    const next = /Next page: (\S+)/.exec(twin.text)![1];
    expect(next.startsWith(`${app.baseUrl}/network.md?cursor=`)).toBe(true);
    const second = await app.web.get(next.slice(app.baseUrl.length));
    expect(second.status).toBe(200);
    expect(second.text).toContain(`[${(await app.db.company.findUnique({ where: { slug: expected.slugs[20] } }))!.name}]`);
  });
});

describe("compare page /compare", () => {
  it("lays companies side by side, section by section, with every account of a contested fact", async () => {
    const res = await app.web.get("/compare?handles=lumen-analytics,brightpath-hr", ip(1));
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    for (const section of ["AI", "Company", "Infrastructure", "Privacy", "Security", "Evidence areas", "What the cells say"]) {
      expect(res.text).toMatch(new RegExp(`<h2 id="[^"]+">${section}</h2>`));
    }
    expect(text).toMatch(/Customer data retention Sources differ Company-declared 30 days Public source 90 days/);
    expect(text).toMatch(/Hosting AWS eu-central-1 \(Frankfurt\) Same account from Company-declared and Witnessed/);
    // Columns are companies in the order asked for; nothing ranks them.
    expect(res.text.indexOf(">Lumen Analytics</a></th>")).toBeLessThan(res.text.indexOf(">BrightPath HR</a></th>"));
    const cells = textOf(`<main>${(res.text.match(/<table class="compare"[\s\S]*?<\/table>/g) ?? []).join("")}</main>`);
    expect(cells).toContain("Sources differ");
    expect(cells).not.toMatch(/\b(better|worse|best|score|rank(ed|ing)?|grade|rating)\b/i);
  });

  it("accepts one handles value per picker, as the form sends them", async () => {
    const res = await app.web.get("/compare?handles=brightpath-hr&handles=lumen-analytics&handles=", ip(2));
    expect(res.text.indexOf(">BrightPath HR</a></th>")).toBeGreaterThan(0);
    expect(res.text.indexOf(">BrightPath HR</a></th>")).toBeLessThan(res.text.indexOf(">Lumen Analytics</a></th>"));
    expect(res.text.match(/<select id="company-\d" name="handles"/g)).toHaveLength(4);
    expect(res.text).toMatch(/<option value="brightpath-hr" selected="">BrightPath HR<\/option>/);
  });

  it("names handles with no public record without telling unpublished from unknown, and leaves out a fifth distinct handle", async () => {
    const res = await app.web.get("/compare?handles=lumen-analytics,quietline,no-such-co,brightpath-hr,freshstart-io,parcel-ledger", ip(3));
    const text = textOf(res.text);
    expect(text).toContain("No profile is published for quietline, no-such-co");
    expect(text).toContain("This is not a finding about the company");
    // The first four distinct handles are read, whether or not they have a record.
    expect(text).toContain("At most four companies are compared; left out: freshstart-io, parcel-ledger.");
    expect(text).not.toContain("Quietline");
  });

  it("asks for a second company when given one, and shows only the form when given none", async () => {
    const one = textOf((await app.web.get("/compare?handles=lumen-analytics", ip(4))).text);
    expect(one).toContain("Pick at least one more company to compare.");
    expect(one).not.toContain("What the cells say");
    const none = await app.web.get("/compare", ip(4));
    expect(none.status).toBe(200);
    expect(textOf(none.text)).toContain("Pick 2 to 4 companies");
  });

  it("names a handle it cannot read, with 400 on the twin", async () => {
    const page = textOf((await app.web.get("/compare?handles=lumen-analytics,bad%20handle!", ip(5))).text);
    expect(page).toContain("This request could not be read");
    expect(page).toMatch(/handles : Invalid query parameter `handles`/);
    const twin = await app.web.get("/compare.md?handles=lumen-analytics,bad%20handle!", ip(5));
    expect(twin.status).toBe(400);
    expect(twin.text).toContain("(`invalid_request`)");
  });

  it("shares the compare limit of the API and says so when it is reached", async () => {
    // A fixed window may roll over between exhausting it and reading the page: exhaust again then.
    for (let attempt = 0; attempt < 2; attempt++) {
      let refused = false;
      for (let i = 0; i < 45 && !refused; i++) refused = (await app.web.get("/api/compare?handles=lumen-analytics", ip(6))).status === 429;
      expect(refused).toBe(true);
      const page = await app.web.get("/compare?handles=lumen-analytics,brightpath-hr", ip(6));
      const twin = await app.web.get("/compare.md?handles=lumen-analytics,brightpath-hr", ip(6));
      if (twin.status !== 429 && attempt === 0) continue;
      expect(textOf(page.text)).toContain("Too many requests from your address");
      expect(textOf(page.text)).not.toContain("What the cells say");
      expect(twin.status).toBe(429);
      expect(twin.text).toContain("## Too many requests from your address");
      return;
    }
  });

  it("says the read failed when the store fails", async () => {
    const [page, twin] = await withTableOffline("Fact", async () => [
      await app.web.get("/compare?handles=lumen-analytics,brightpath-hr", ip(7)),
      await app.web.get("/compare.md?handles=lumen-analytics,brightpath-hr", ip(7)),
    ]);
    expect(textOf(page.text)).toContain("The read failed");
    expect(textOf(page.text)).not.toContain("No profile is published");
    expect(twin.status).toBe(503);
    expect(twin.headers.get("retry-after")).toBe("30");
  });

  it("has a Markdown twin with one table per section", async () => {
    const twin = await app.web.get("/compare.md?handles=lumen-analytics,brightpath-hr", ip(8));
    expect(twin.status).toBe(200);
    expect(twin.headers.get("cache-control")).toBe("no-store");
    expect(twin.text).toMatch(/^# Compare companies\n/);
    expect(twin.text).toContain("| Fact | Lumen Analytics | BrightPath HR |");
    expect(twin.text).toContain(
      "| Customer data retention | Sources differ: Company-declared: 30 days; Public source: 90 days | " +
        "Sources differ: Company-declared: 90 days after termination; Public source: 30 days after termination |",
    );
    expect(twin.text).toContain("## Evidence areas");
  });
});

describe("legal pages", () => {
  it("lists the twenty documents with their effective dates", async () => {
    const res = await app.web.get("/legal");
    expect(res.status).toBe(200);
    const links = hrefs(res.text, "/legal/");
    expect(links).toHaveLength(20);
    expect(links).toContain("/legal/terms");
    expect(textOf(res.text)).toContain("Terms of Service effective 22 Aug 2026");
  });

  it("shows a document's sanitised HTML, with links between documents pointing at their pages", async () => {
    const res = await app.web.get("/legal/security");
    expect(res.status).toBe(200);
    expect(res.text).toContain("<h1>Security Overview</h1>");
    expect(res.text).toContain('href="/legal/responsible-disclosure"');
    expect(res.text).not.toContain('href="/api/legal/');
    expect(res.text).toMatch(/<title>Security Overview · Public Trust Network<\/title>/);
  });

  it("answers 404 for an unknown document, in HTML (the site's 404 page, server-rendered) and in Markdown", async () => {
    const page = await app.web.get("/legal/no-such-document");
    expect(page.status).toBe(404);
    expect(textOf(page.text)).toContain("Page not found");
    const twin = await app.web.get("/legal/no-such-document.md");
    expect(twin.status).toBe(404);
    expect(twin.text).toContain("# Page not found");
  });

  it("has Markdown twins: the index, and each document converted with its tables", async () => {
    const index = await app.web.get("/legal.md");
    expect(index.status).toBe(200);
    expect(index.headers.get("cache-control")).toBe("public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400");
    expect(index.text).toContain(`[Terms of Service](${app.baseUrl}/legal/terms.md), effective 22 Aug 2026`);
    const doc = await app.web.get("/legal/subprocessors", { accept: "text/markdown" });
    expect(doc.status).toBe(200);
    expect(doc.text).toMatch(/^# Subprocessors\n/);
    expect(doc.text).toContain("| Subprocessor | Purpose | Location |");
    expect(doc.text).toContain("| Managed PostgreSQL provider | Primary database | EU |");
    const security = await app.web.get("/legal/security.md");
    expect(security.text).toContain(`[Vulnerability Disclosure Policy](${app.baseUrl}/legal/responsible-disclosure)`);
  });
});
