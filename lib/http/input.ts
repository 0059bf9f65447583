// Input parsing for route handlers: query, path and bounded JSON bodies, validated by the contract's
// zod schemas, with 4xx errors that name the parameter or field.
import { z } from "zod";
import { ApiError, type FieldError } from "@/lib/http/api-error";
import type { ErrorCode } from "@/lib/http/error-registry";

export const DEFAULT_MAX_BODY = 64 * 1024;

const WHERE_WORD: Record<FieldError["in"], string> = {
  query: "query parameter",
  path: "path parameter",
  header: "header",
  body: "body field",
};

/** The value at an issue's path in what was parsed; zod does not report the input itself. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) v = v !== null && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

function isMissing(issue: z.core.$ZodIssue, input: unknown): boolean {
  return issue.code === "invalid_type" && valueAt(input, issue.path) === undefined;
}

function issuesToFields(issues: z.core.$ZodIssue[], where: FieldError["in"], input: unknown): FieldError[] {
  return issues.map((i) => {
    // An unknown key is reported at its parent; name the key itself so the client knows what to remove.
    const path = i.code === "unrecognized_keys" ? [...i.path, i.keys.join(",")] : i.path;
    const name = path.map(String).join(".") || "(root)";
    // zod's own text for an absent value ("expected string, received undefined") is written for us, not for callers.
    return { in: where, name, message: isMissing(i, input) ? `Missing ${WHERE_WORD[where]} \`${name}\`.` : i.message };
  });
}

// Postgres text cannot hold NUL, and a lone UTF-16 surrogate has no UTF-8 form: a value carrying either
// would fail in the store as a 5xx. They are refused once, here, for every string the contracts read.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be stored, or null when it can. */
export function unstorableText(value: string): string | null {
  if (value.includes("\u0000")) return "Contains a NUL character (U+0000), which text fields cannot hold.";
  if (LONE_SURROGATE.test(value)) return "Contains a lone UTF-16 surrogate, which is not valid Unicode text.";
  return null;
}

/** Deeper JSON than any of our bodies needs; deeper input is refused rather than walked. */
export const MAX_BODY_DEPTH = 32;

/**
 * The first fault of a parsed body that no schema should see: nesting deeper than MAX_BODY_DEPTH, or a
 * string (key or value) that cannot be stored. Iterative, so hostile nesting cannot exhaust the stack.
 */
function bodyFault(root: unknown): FieldError | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    const name = path.join(".") || "(root)";
    if (path.length > MAX_BODY_DEPTH)
      return { in: "body", name: path.slice(0, 3).join(".") + "...", message: `Nested deeper than ${MAX_BODY_DEPTH} levels.` };
    if (typeof value === "string") {
      const why = unstorableText(value);
      if (why) return { in: "body", name, message: why };
    } else if (typeof value === "object" && value !== null) {
      for (const [k, v] of Object.entries(value)) {
        const keyWhy = unstorableText(k);
        if (keyWhy) return { in: "body", name: [...path, "(key)"].join("."), message: keyWhy };
        stack.push({ value: v, path: [...path, k] });
      }
    }
  }
  return null;
}

export interface InvalidCodes {
  missing: ErrorCode;
  invalid: ErrorCode;
}

export function parseParams<T extends z.ZodObject>(
  schema: T,
  raw: Record<string, unknown>,
  where: "query" | "path",
  codes: InvalidCodes,
): z.infer<T> {
  for (const [name, value] of Object.entries(raw)) {
    const why = typeof value === "string" ? unstorableText(value) : null;
    if (why)
      throw new ApiError(codes.invalid, {
        message: `Invalid ${where} parameter \`${name}\`: ${why}`,
        errors: [{ in: where, name, message: why }],
      });
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors = issuesToFields(parsed.error.issues, where, raw);
  const missing = parsed.error.issues.every((i) => isMissing(i, raw));
  const first = errors[0];
  throw new ApiError(missing ? codes.missing : codes.invalid, {
    message: missing ? `Missing ${where} parameter \`${first.name}\`.` : `Invalid ${where} parameter \`${first.name}\`: ${first.message}`,
    errors,
  });
}

export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  // The first value of a repeated parameter wins; later ones are ignored rather than merged.
  for (const [k, v] of url.searchParams) if (!(k in out)) out[k] = v;
  return out;
}

/** Reads at most `maxBytes` of the body; a larger one is refused without reading the rest. */
export async function readBoundedText(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new ApiError("payload_too_large", { message: `Request body is larger than ${maxBytes} bytes.` });
  }
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ApiError("payload_too_large", { message: `Request body is larger than ${maxBytes} bytes.` });
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;

/** A form body as an object: the first value of a repeated field wins, and a blank field counts as absent. */
function formObject(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(raw)) if (!(k in out) && v !== "") out[k] = v;
  return out;
}

export async function parseJsonBody<T extends z.ZodType>(
  req: Request,
  schema: T,
  maxBytes: number,
  invalid: ErrorCode,
  forms = false,
): Promise<{ data: z.infer<T>; raw: string }> {
  const type = req.headers.get("content-type") ?? "";
  const raw = await readBoundedText(req, maxBytes);
  const form = forms && FORM_TYPE.test(type);
  if (!form && raw.trim() !== "" && type && !/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError("unsupported_media_type", {
      message: forms ? "Send the body as application/json or application/x-www-form-urlencoded." : "Send the body as application/json.",
    });
  }
  let value: unknown;
  try {
    value = form ? formObject(raw) : raw.trim() === "" ? undefined : JSON.parse(raw);
  } catch {
    throw new ApiError("bad_json", { message: "The request body is not valid JSON." });
  }
  const unstorable = bodyFault(value);
  if (unstorable)
    throw new ApiError(invalid, { message: `Invalid body field \`${unstorable.name}\`: ${unstorable.message}`, errors: [unstorable] });
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const errors = issuesToFields(parsed.error.issues, "body", value);
    throw new ApiError(invalid, { message: `Invalid body field \`${errors[0].name}\`: ${errors[0].message}`, errors });
  }
  return { data: parsed.data, raw };
}
