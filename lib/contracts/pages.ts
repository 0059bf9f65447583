// Contracts of the pages routes: what people read (HTML), its Markdown twins, the embeddable badge and
// the text for language models. Listed so /interfaces.json and the OpenAPI documents name them too.
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.
import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";

export const VARY = { Vary: { description: "`Accept`: the same address answers HTML or Markdown by the Accept header." } };

export const homePageRoute = defineRoute({
  operationId: "homePage",
  host: "web",
  method: "GET",
  path: "/",
  summary: "Home: what the Network is, its boundary and the three kinds of nothing",
  description:
    "Server-rendered HTML, readable without JavaScript. With `Accept: text/markdown` the same address answers its Markdown twin.",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  responses: {
    200: {
      description: "The page (HTML), or Markdown when `Accept: text/markdown` is preferred.",
      contentType: "text/html",
      headers: VARY,
    },
  },
});

export const methodologyPageRoute = defineRoute({
  operationId: "methodologyPage",
  host: "web",
  method: "GET",
  path: "/methodology",
  summary: "Methodology: cadence, gap tolerance, retention, freshness windows, exclusions, what is signed and how to verify it offline",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  responses: {
    200: {
      description: "The page (HTML), or Markdown when `Accept: text/markdown` is preferred.",
      contentType: "text/html",
      headers: VARY,
    },
  },
});

export const howToReadPageRoute = defineRoute({
  operationId: "howToReadPage",
  host: "web",
  method: "GET",
  path: "/how-to-read",
  summary: "How to read a profile: a worked example of every section on an invented company",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  responses: {
    200: {
      description: "The page (HTML), or Markdown when `Accept: text/markdown` is preferred.",
      contentType: "text/html",
      headers: VARY,
    },
  },
});

const HTML = {
  200: { description: "The page (HTML), or Markdown when `Accept: text/markdown` is preferred.", contentType: "text/html", headers: VARY },
};

export const directoryPageRoute = defineRoute({
  operationId: "directoryPage",
  host: "web",
  method: "GET",
  path: "/network",
  summary: "Directory: listed companies by text and industry, a page at a time",
  description:
    "The same rules as `GET /api/mobile/directory/search` (20 rows a page): `q` free text, `industry` one industry, `cursor` " +
    "the next page's position (the page links to it). A parameter the search refuses is named on the page (its twin answers 400).",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  query: z.object({
    q: z.string().optional().describe("Words that must all occur in the name, domain or tagline; at most 200 characters and 8 words."),
    industry: z.string().optional().describe("One industry, any case."),
    cursor: z.string().optional().describe("The position of the next page, from the page's own `Next page` link."),
  }),
  responses: HTML,
});

export const comparePageRoute = defineRoute({
  operationId: "comparePage",
  host: "web",
  method: "GET",
  path: "/compare",
  summary: "Compare two to four companies, section by section, states in words",
  description:
    "Reads like `GET /api/compare` and shares its limit (20 a minute and 200 an hour per address). " +
    "`handles` may be one comma-separated list or repeated (the page's form sends one per picker). " +
    "Handles with no public record are named as such; a fifth and later handle is left out and named.",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  query: z.object({ handles: z.string().optional().describe("Company slugs or domains, comma-separated or repeated.") }),
  responses: HTML,
});

export const verifyPageRoute = defineRoute({
  operationId: "verifyPage",
  host: "web",
  method: "GET",
  path: "/verify",
  summary: "Verify a Trust Ledger Token, a verification bundle or a statement: the one verifier's outcome and why",
  description:
    "A form, readable and usable without JavaScript: the pasted text (at most 256 KiB) is posted to the same " +
    "address (the page's server action) and verified on the server by the one verifier (`lib/verifier`), with the " +
    "keys of /verify/keys and the log key; the page answers the outcome word (the closed vocabulary of `svc " +
    "verify`), its explanation and any flags. A statement check may bring its own `keys`, as a statement vector does.",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  responses: HTML,
});

export const verifyPageSubmitRoute = defineRoute({
  operationId: "verifyPageSubmit",
  host: "web",
  method: "POST",
  path: "/verify",
  summary: "The /verify form, posted without JavaScript: the page again, with the verifier's answer",
  description:
    "The form's submission (multipart/form-data: the page's hidden server-action fields and " +
    "`input`, the pasted text). Answers the /verify page with the outcome word, its meaning " +
    "and any flags; what cannot be verified is named (`malformed`), never an error status.",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  requestHeaders: { "Content-Type": { description: "multipart/form-data, as a browser posts the form" } },
  responses: HTML,
});

export const legalIndexPageRoute = defineRoute({
  operationId: "legalIndexPage",
  host: "web",
  method: "GET",
  path: "/legal",
  summary: "The published legal documents with their effective dates",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  responses: HTML,
});

export const legalPageRoute = defineRoute({
  operationId: "legalDocumentPage",
  host: "web",
  method: "GET",
  path: "/legal/{slug}",
  summary: "One legal document (the sanitised HTML of `GET /api/legal/{slug}`)",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  params: z.object({ slug: z.string().describe("Document slug, e.g. `terms`, `privacy`.") }),
  responses: { ...HTML, 404: { description: "No such document.", contentType: "text/html", headers: VARY } },
});

export const profilePageRoute = defineRoute({
  operationId: "companyProfilePage",
  host: "web",
  method: "GET",
  path: "/network/company/{slug}",
  summary: "A company's published profile: facts with their origins, contested facts, what was witnessed and when, the witness statement",
  description:
    "Built from the canonical record (`GET /api/network/profile`, contract 2) with the readings of the last 72 " +
    "hours and the AI profile. A domain or a differently written slug is redirected (308) to the profile's one " +
    "address. No published profile, or a failed read, is said on the page itself in words (status 200 with `robots: " +
    "noindex`, so it reads completely without JavaScript); the Markdown twin and `/llms.txt` of the same address " +
    "answer 404 and 503 with `Retry-After`. No observation on the last reading is shown inside the witnessed summary.",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  params: z.object({ slug: z.string().describe("The profile slug (a domain is redirected to it).") }),
  responses: {
    ...HTML,
    308: { description: "Redirect to the profile's canonical address.", contentType: "text/html" },
  },
});
