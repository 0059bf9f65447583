// The client's one way to read a JSON document from the service: a deadline, a size cap, no redirects
// (a redirect is reported, never followed) and one bounded retry when the connection failed or the
// service answered 502/503/504. No credential is ever attached.
import { fetch } from "undici";
import { clock } from "@/lib/platform/clock";
import { loopbackAgent } from "@/lib/transports/cli/loopback-agent";
import { ServiceReadError } from "@/lib/transports/cli/service-read-error";

export const READ_DEADLINE_MS = 15_000;
export const READ_MAX_BYTES = 1024 * 1024;
const RETRY_STATUSES = new Set([502, 503, 504]);
const RETRY_PAUSE_MS = 500;

export interface JsonAnswer {
  status: number;
  body: unknown;
  url: string;
}

async function readCappedBytes(res: import("undici").Response, url: string, max: number): Promise<Buffer> {
  const declared = Number(res.headers.get("content-length") ?? "0");
  if (declared > max) throw new ServiceReadError(`${url}: answer larger than ${max} bytes`, res.status);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (res.body) {
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > max) throw new ServiceReadError(`${url}: answer larger than ${max} bytes`, res.status);
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}

async function readCapped(res: import("undici").Response, url: string): Promise<string> {
  return (await readCappedBytes(res, url, READ_MAX_BYTES)).toString("utf8");
}

async function attempt(
  url: string,
  accepted: readonly number[],
  accept: string,
  send?: { body: string; contentType: string },
): Promise<{ status: number; text: string; body: unknown }> {
  const res = await fetch(url, {
    method: send ? "POST" : "GET",
    headers: send ? { accept, "content-type": send.contentType } : { accept },
    body: send?.body,
    redirect: "manual",
    dispatcher: loopbackAgent(),
    signal: AbortSignal.timeout(READ_DEADLINE_MS),
  });
  const text = await readCapped(res, url);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (res.status >= 300 && res.status < 400)
    throw new ServiceReadError(
      `${url}: redirected to ${res.headers.get("location") ?? "(no location)"}; redirects are not followed`,
      res.status,
    );
  if (!accepted.includes(res.status)) {
    const detail = body && typeof body === "object" && "message" in body ? `: ${String((body as { message: unknown }).message)}` : "";
    throw new ServiceReadError(`${url}: the service answered ${res.status}${detail}`, res.status, body);
  }
  return { status: res.status, text, body };
}

function retryable(err: unknown): boolean {
  if (err instanceof ServiceReadError) return err.status !== null && RETRY_STATUSES.has(err.status);
  // undici reports a refused or reset connection as a TypeError("fetch failed") with a cause.
  return err instanceof TypeError;
}

function describe(err: unknown, url: string): ServiceReadError {
  if (err instanceof ServiceReadError) return err;
  if (err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError")) {
    return new ServiceReadError(`${url}: no answer within ${READ_DEADLINE_MS / 1000} s`, null);
  }
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : err instanceof Error ? err.message : String(err);
  return new ServiceReadError(`${url}: could not connect (${cause})`, null);
}

async function withRetry<T>(url: string, once: () => Promise<T>): Promise<T> {
  try {
    return await once();
  } catch (err) {
    if (!retryable(err)) throw describe(err, url);
    await clock().sleep(RETRY_PAUSE_MS);
    try {
      return await once();
    } catch (again) {
      throw describe(again, url);
    }
  }
}

/** GET `url` as JSON; `accepted` statuses are answers, anything else is a ServiceReadError. */
export async function readJson(url: string, accepted: readonly number[] = [200]): Promise<JsonAnswer> {
  const answer = await withRetry(url, () => attempt(url, accepted, "application/json"));
  if (answer.body === undefined) throw new ServiceReadError(`${url}: the answer is not JSON`, answer.status);
  return { status: answer.status, body: answer.body, url };
}

/**
 * POST `text` to `url` and read the JSON answer, with the same bounds. Only for requests that may be sent
 * twice (a witness's cosignature is stored once per checkpoint and witness), since a failed connection is retried.
 */
export async function postText(url: string, text: string, accepted: readonly number[] = [200]): Promise<JsonAnswer> {
  const answer = await withRetry(url, () =>
    attempt(url, accepted, "application/json", { body: text, contentType: "text/plain; charset=utf-8" }),
  );
  if (answer.body === undefined) throw new ServiceReadError(`${url}: the answer is not JSON`, answer.status);
  return { status: answer.status, body: answer.body, url };
}

/** GET `url` as text (a signed note), with the same bounds. */
export async function readText(url: string): Promise<{ status: number; text: string; url: string }> {
  const answer = await withRetry(url, () => attempt(url, [200], "text/plain"));
  return { status: answer.status, text: answer.text, url };
}

/** GET `url` as bytes (a log tile), with the same rules and its own size cap. */
export async function readBytes(url: string, maxBytes: number): Promise<Buffer> {
  return withRetry(url, async () => {
    const res = await fetch(url, { redirect: "manual", dispatcher: loopbackAgent(), signal: AbortSignal.timeout(READ_DEADLINE_MS) });
    const bytes = await readCappedBytes(res, url, maxBytes);
    if (res.status >= 300 && res.status < 400) throw new ServiceReadError(`${url}: redirected; redirects are not followed`, res.status);
    if (res.status !== 200) throw new ServiceReadError(`${url}: the service answered ${res.status}`, res.status);
    return bytes;
  });
}
