// Input parsing for route handlers: query, path and bounded JSON bodies, validated by the contract's
// zod schemas, with 4xx errors that name the parameter or field.
import { z } from "zod";
import { ApiError, type FieldError } from "./api-error";
import type { ErrorCode } from "./error-registry";

export const DEFAULT_MAX_BODY = 64 * 1024;

function issuesToFields(issues: z.core.$ZodIssue[], where: FieldError["in"]): FieldError[] {
  return issues.map((i) => {
    // An unknown key is reported at its parent; name the key itself so the client knows what to remove.
    const path = i.code === "unrecognized_keys" ? [...i.path, i.keys.join(",")] : i.path;
    return { in: where, name: path.map(String).join(".") || "(root)", message: i.message };
  });
}

function isMissing(issue: z.core.$ZodIssue): boolean {
  return issue.code === "invalid_type" && (issue as { input?: unknown }).input === undefined;
}

export interface InvalidCodes {
  missing: ErrorCode;
  invalid: ErrorCode;
}

export function parseParams<T extends z.ZodObject>(schema: T, raw: Record<string, unknown>, where: "query" | "path", codes: InvalidCodes): z.infer<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors = issuesToFields(parsed.error.issues, where);
  const missing = parsed.error.issues.every(isMissing);
  const first = errors[0];
  throw new ApiError(missing ? codes.missing : codes.invalid, {
    message: missing ? `Missing required ${where} parameter \`${first.name}\`.` : `Invalid ${where} parameter \`${first.name}\`: ${first.message}`,
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

export async function parseJsonBody<T extends z.ZodType>(req: Request, schema: T, maxBytes: number, invalid: ErrorCode, forms = false): Promise<{ data: z.infer<T>; raw: string }> {
  const type = req.headers.get("content-type") ?? "";
  const raw = await readBoundedText(req, maxBytes);
  const form = forms && FORM_TYPE.test(type);
  if (!form && raw.trim() !== "" && type && !/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError("unsupported_media_type", { message: forms ? "Send the body as application/json or application/x-www-form-urlencoded." : "Send the body as application/json." });
  }
  let value: unknown;
  try {
    value = form ? formObject(raw) : raw.trim() === "" ? undefined : JSON.parse(raw);
  } catch {
    throw new ApiError("bad_json", { message: "The request body is not valid JSON." });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const errors = issuesToFields(parsed.error.issues, "body");
    throw new ApiError(invalid, { message: `Invalid body field \`${errors[0].name}\`: ${errors[0].message}`, errors });
  }
  return { data: parsed.data, raw };
}
