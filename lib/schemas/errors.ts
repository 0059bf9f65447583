// Error bodies as zod schemas: the plain worker body and the RFC 9457 problem document.
import { z } from "zod";
import { ERROR_CODES } from "@/lib/vocabulary/error-registry";
import { NEXT_ACTIONS } from "@/lib/vocabulary/next-actions";

export const ErrorCodeSchema = z.enum(ERROR_CODES as [string, ...string[]]).meta({ id: "ErrorCode" });

export const FieldErrorSchema = z
  .object({
    in: z.enum(["query", "path", "header", "body"]),
    name: z.string().describe("The parameter or field at fault."),
    message: z.string(),
  })
  .meta({ id: "FieldError" });

export const PlainErrorSchema = z
  .object({
    error: ErrorCodeSchema,
    message: z.string(),
    errors: z.array(FieldErrorSchema).optional(),
  })
  .passthrough()
  .meta({ id: "Error", description: "Plain error body `{ error, message }`." });

export const ProblemSchema = z
  .object({
    type: z.string().url(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: ErrorCodeSchema,
    retryable: z.boolean(),
    retry_after: z.number().int().nullable(),
    retry_at: z.string().nullable(),
    next_action: z.enum(NEXT_ACTIONS),
    errors: z.array(FieldErrorSchema),
    request_id: z.string(),
  })
  .passthrough()
  .meta({ id: "Problem", description: "RFC 9457 problem document (application/problem+json)." });

export const ProblemRegistrySchema = z
  .object({
    codes: z.array(
      z.object({
        code: ErrorCodeSchema,
        status: z.number().int(),
        title: z.string(),
        retryable: z.boolean(),
        next_action: z.string(),
        description: z.string(),
        type: z.string().url(),
      }),
    ),
    client_rules: z.array(z.string()),
  })
  .meta({ id: "ProblemRegistry" });
