// Hostile requests generated from the two served OpenAPI documents: every operation, each parameter and
// body field in turn replaced by a value a careless or hostile client sends. Seeded, so a failure names a
// case that replays. Used by tests/fuzz/fuzz.test.ts (a bounded sample) and `npm run fuzz` (all of it).
import { mulberry32 } from "@/lib/seed/prng";

type Schema = Record<string, any>;
type Doc = { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, Schema> } };

export interface Operation {
  host: "web" | "api";
  method: string;
  path: string;
  params: { name: string; in: "path" | "query" | "header"; schema: Schema }[];
  body?: Schema;
  /** Whether the documented success answer is JSON (pages and images answer their 404s in their own form). */
  jsonSuccess: boolean;
  stream: boolean;
}

export interface FuzzCase {
  op: Operation;
  label: string;
  method: string;
  /** Path and query, already percent-encoded (hostile escapes kept as they are). */
  target: string;
  headers: Record<string, string>;
  body?: string;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

function deref(doc: Doc, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; i < 20 && typeof s.$ref === "string"; i++) s = doc.components?.schemas?.[s.$ref.split("/").pop()!] ?? {};
  return s;
}

export function operations(doc: Doc, host: "web" | "api"): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: any) => ({
        name: p.name,
        in: p.in,
        schema: deref(doc, p.schema),
      }));
      const content = op.requestBody?.content ?? {};
      const bodySchema = content["application/json"]?.schema;
      const ok = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith("2"))?.[1] as any;
      const types = Object.keys(ok?.content ?? {});
      out.push({
        host,
        method: method.toUpperCase(),
        path,
        params: params.filter((p) => ["path", "query", "header"].includes(p.in)),
        body: bodySchema ? deref(doc, bodySchema) : undefined,
        jsonSuccess: types.length === 0 || types.some((t) => /json/.test(t)),
        stream: types.includes("text/event-stream"),
      });
    }
  }
  return out;
}

/** A plausible value for a schema: enough for a request to reach the part being attacked. */
function baseline(doc: Doc, raw: Schema | undefined, name = "", depth = 0): unknown {
  const s = deref(doc, raw);
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.example !== undefined) return s.example;
  const choice = s.anyOf ?? s.oneOf;
  if (Array.isArray(choice)) return baseline(doc, choice.find((c: Schema) => deref(doc, c).type !== "null") ?? choice[0], name, depth + 1);
  if (Array.isArray(s.allOf) && s.allOf.length) return baseline(doc, s.allOf[0], name, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== "null") : s.type;
  switch (type) {
    case "integer":
    case "number":
      return typeof s.minimum === "number" ? s.minimum : 1;
    case "boolean":
      return true;
    case "array":
      return [baseline(doc, s.items, name, depth + 1)];
    case "object": {
      const o: Record<string, unknown> = {};
      for (const key of s.required ?? []) o[key] = baseline(doc, s.properties?.[key], key, depth + 1);
      return o;
    }
    default:
      if (s.format === "uri" || /url$/i.test(name)) return "https://acme.example/hook";
      if (s.format === "email" || /email/i.test(name)) return "someone@acme.example";
      return name === "slug" || name === "handle" || name === "q" ? "lumen-analytics" : name === "page" ? "methodology" : "acme";
  }
}

const BIG = "a".repeat(100_000);

/** Raw (already encoded) hostile strings for a path, query or header value. */
const HOSTILE_URL_VALUES: [string, string][] = [
  ["nul", "a%00b"],
  ["bare-nul", "%00"],
  ["bad-escape", "lumen%zz"],
  ["truncated-escape", "abc%E2%82"],
  ["lone-surrogate", "%ED%A0%80"],
  ["overlong-utf8", "%C0%AF"],
  ["100kB", BIG],
  ["negative", "-1"],
  ["huge-integer", "99999999999999999999999999"],
  ["float", "1.5e308"],
  ["string-for-number", "twelve"],
  ["empty", ""],
  ["dot-dot", "..%2F..%2Fetc%2Fpasswd"],
  ["json-ish", "%7B%22a%22%3A1%7D"],
  ["spaces", "%20%20"],
  ["unicode", "%E2%80%AE%F0%9F%98%80"],
];

const HOSTILE_HEADER_VALUES: [string, string][] = [
  ["header-negative", "-1"],
  ["header-huge", "99999999999999999999999999"],
  ["header-escape", "%zz%00"],
  ["header-long", "b".repeat(9_000)],
  ["header-garbage", "DPoP ..."],
  ["header-empty", ""],
];

/** Hostile JSON values for one body field. */
const HOSTILE_FIELD_VALUES: [string, unknown][] = [
  ["field-nul", "a\u0000b"],
  ["field-lone-surrogate", "a\ud800b"],
  ["field-100kB", BIG],
  ["field-number-as-string", "123"],
  ["field-string-as-number", 123],
  ["field-array", ["a", "b"]],
  ["field-object", { a: 1 }],
  ["field-negative", -1],
  ["field-huge", 1e300],
  ["field-bigint", 2 ** 64],
  ["field-null", null],
  ["field-bool", true],
  ["field-empty", ""],
];

function encode(v: unknown): string {
  return encodeURIComponent(typeof v === "string" ? v : JSON.stringify(v));
}

function buildTarget(op: Operation, pathValues: Record<string, string>, query: [string, string][]): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? "x");
  const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join("&");
  return qs ? `${path}?${qs}` : path;
}

/** Every hostile case of one operation, in a fixed order. */
export function casesFor(doc: Doc, op: Operation): FuzzCase[] {
  const pathValues: Record<string, string> = {};
  const query: [string, string][] = [];
  const headers: Record<string, string> = {};
  for (const p of op.params) {
    const v = baseline(doc, p.schema, p.name);
    if (p.in === "path") pathValues[p.name] = encode(v);
    else if (p.in === "query" && (p.name === "q" || p.name === "handles")) query.push([p.name, encode(v)]);
  }
  const jsonHeaders: Record<string, string> = op.body ? { "content-type": "application/json" } : {};
  const baseBody = op.body ? baseline(doc, op.body) : undefined;
  const make = (label: string, target: string, extraHeaders: Record<string, string> = {}, body?: string): FuzzCase => ({
    op,
    label: `${op.method} ${op.path} ${label}`,
    method: op.method,
    target,
    headers: { ...headers, ...jsonHeaders, ...extraHeaders },
    body: body ?? (baseBody === undefined ? undefined : JSON.stringify(baseBody)),
  });
  const cases: FuzzCase[] = [make("baseline", buildTarget(op, pathValues, query))];

  for (const p of op.params) {
    for (const [label, raw] of p.in === "header" ? HOSTILE_HEADER_VALUES : HOSTILE_URL_VALUES) {
      if (p.in === "path") cases.push(make(`path ${p.name}=${label}`, buildTarget(op, { ...pathValues, [p.name]: raw }, query)));
      else if (p.in === "query") {
        const rest = query.filter(([k]) => k !== p.name);
        cases.push(make(`query ${p.name}=${label}`, buildTarget(op, pathValues, [...rest, [p.name, raw]])));
      } else {
        cases.push(make(`header ${p.name}=${label}`, buildTarget(op, pathValues, query), { [p.name]: raw }));
      }
    }
    if (p.in === "query") {
      // An array where a scalar goes: the parameter twice, and in bracket form.
      cases.push(make(`query ${p.name} repeated`, buildTarget(op, pathValues, [...query, [p.name, "a"], [p.name, "b"]])));
      cases.push(make(`query ${p.name}[] form`, buildTarget(op, pathValues, [...query, [`${p.name}[]`, "a"]])));
    }
  }

  if (op.body) {
    const target = buildTarget(op, pathValues, query);
    const base = JSON.stringify(baseBody);
    const props = Object.keys(deref(doc, op.body).properties ?? {});
    for (const field of props) {
      for (const [label, value] of HOSTILE_FIELD_VALUES) {
        const body = { ...(typeof baseBody === "object" && baseBody !== null && !Array.isArray(baseBody) ? baseBody : {}), [field]: value };
        cases.push(make(`body ${field}=${label}`, target, {}, JSON.stringify(body)));
      }
    }
    cases.push(make("body unknown field", target, {}, JSON.stringify({ ...(baseBody as object), "x-unknown\u0000": 1 })));
    cases.push(make("body truncated JSON", target, {}, base.slice(0, Math.max(1, Math.floor(base.length / 2)))));
    cases.push(make("body array for object", target, {}, JSON.stringify([baseBody])));
    cases.push(make("body null", target, {}, "null"));
    cases.push(make("body empty", target, {}, ""));
    cases.push(make("body lone surrogate escape", target, {}, '{"a":"\\ud800"}'));
    cases.push(make("body nul escape", target, {}, '{"a":"\\u0000"}'));
    cases.push(make("body text/plain", target, { "content-type": "text/plain" }, base));
    cases.push(make("body xml", target, { "content-type": "application/xml" }, "<a>1</a>"));
    cases.push(make("body form garbage", target, { "content-type": "application/x-www-form-urlencoded" }, "a=%zz&b=%00"));
    cases.push(make("body 200kB", target, {}, JSON.stringify({ pad: "x".repeat(200_000) })));
    cases.push(make("body deep nesting", target, {}, "[".repeat(5_000) + "]".repeat(5_000)));
  } else if (op.method !== "GET") {
    cases.push(make("unexpected body", buildTarget(op, pathValues, query), { "content-type": "application/json" }, '{"a":'));
  }
  return cases;
}

export function allCases(docs: { doc: Doc; host: "web" | "api" }[]): FuzzCase[] {
  return docs.flatMap(({ doc, host }) => operations(doc, host).flatMap((op) => casesFor(doc, op)));
}

// Later rounds send each case again under another Accept and request id, so every error path is also
// rendered as a problem document, a Markdown request and with a refused client id.
const ACCEPTS = ["application/problem+json", "text/markdown", "text/html", "*/*", "application/json;q=0, */*;q=0.1"];
const REQUEST_IDS = ["short", "valid-client-request-id-0001", "bad id with spaces and more than twenty", "=".repeat(201)];

/** A seeded sample of `count` cases: all of them in a seeded order, then again with varied headers. */
export function sample(cases: FuzzCase[], count: number, seed: number): FuzzCase[] {
  const rnd = mulberry32(seed);
  const out: FuzzCase[] = [];
  for (let round = 0; out.length < count; round++) {
    const order = [...cases];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const c of order.slice(0, count - out.length)) {
      if (round === 0) out.push(c);
      else {
        const accept = ACCEPTS[Math.floor(rnd() * ACCEPTS.length)];
        const id = REQUEST_IDS[Math.floor(rnd() * REQUEST_IDS.length)];
        out.push({
          ...c,
          label: `${c.label} [accept ${accept}, id ${id.slice(0, 12)}]`,
          headers: { ...c.headers, accept, "x-request-id": id },
        });
      }
    }
  }
  return out;
}
