// A handler's output checked against its published schema, as JSON text. Outside production the output is
// parsed and must come out of the parse unchanged (same keys, same order, same values), so a builder that
// drifts from the schema fails every test that reads it. In production the builder's typed output is sent
// as it is: the parse cost the profile read about 0.1 ms of CPU per answer (docs/performance.md), and the
// tests have shown the parse would not change a byte.
import type { z } from "zod";
import { env } from "@/lib/platform/env";
import { plainAnswer, type PlainAnswer } from "@/lib/http/plain-answer";

export class OutputDriftError extends Error {}

export function checkedJson<S extends z.ZodType>(schema: S, value: z.output<S>): string {
  const sent = JSON.stringify(value);
  if (env().NODE_ENV === "production") return sent;
  const parsed = JSON.stringify(schema.parse(value));
  if (parsed !== sent)
    throw new OutputDriftError(`Output differs from its schema's parse:\n${sent.slice(0, 2000)}\n${parsed.slice(0, 2000)}`);
  return sent;
}

/**
 * checkedJson as a JSON answer, a PlainAnswer: Next's path turns it into a Response and the hot reads
 * (lib/transports/server/hot-reads.ts) write its text as it is. A large answer (a batch of 25 profiles, a feed page)
 * skips the zod parse in production, which cost the batch read several milliseconds an answer.
 */
export function checkedJsonAnswer<S extends z.ZodType>(schema: S, value: z.output<S>, init: { status?: number } = {}): PlainAnswer {
  return plainAnswer(checkedJson(schema, value), {
    status: init.status,
    headers: new Headers({ "content-type": "application/json; charset=utf-8" }),
  });
}
