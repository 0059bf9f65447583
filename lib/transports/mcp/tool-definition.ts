// What a tool is: its name and words, zod input and output schemas (the output is an agent answer:
// status, provenance, subject, summary plus the tool's data), its cost in units and how it runs.
import type { z } from "zod";
import type { Db } from "@/lib/platform/db/client";
import type { OAuthCaller } from "@/lib/http/oauth-access-token";
import type { AnswerEnvelope } from "@/lib/schemas/agent-answers";

export interface ToolContext {
  db: () => Promise<Db>;
  /** The verified OAuth caller, when the request carried an access token for this server. */
  caller: OAuthCaller | null;
}

export interface ToolAnnotations {
  title: string;
  readOnlyHint: true;
  destructiveHint: false;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

export interface ToolDefinition<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  /** Units one call spends from the caller's 300 per 60 s. */
  cost: number;
  annotations: ToolAnnotations;
  /** The tool's data fields when there is nothing to show (invalid input, unavailable store). */
  empty: Omit<z.infer<O>, keyof AnswerEnvelope>;
  run(args: z.infer<I>, ctx: ToolContext): Promise<z.infer<O>>;
  /** Details under the summary in the text rendering (the summary alone when absent). */
  details?(answer: z.infer<O>): string;
}

export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(tool: ToolDefinition<I, O>): ToolDefinition<I, O> {
  return tool;
}
