// The published JSON Schemas (draft 2020-12) of the decoded Trust Ledger Token and the verification
// bundle (and, through publish, any other published schema), generated from the zod schemas that check them, so the two cannot drift apart.
import { z } from "zod";
import { env } from "@/lib/platform/env";
import { TokenBodySchema, VerificationBundleSchema } from "@/lib/schemas/statement-log";

/** The schema as published at `id` (an absolute URL, its $id). */
export function publish(schema: z.ZodType, id: string, title: string): Record<string, unknown> {
  const generated = z.toJSONSchema(schema, { target: "draft-2020-12", io: "output" });
  const { $schema, ...rest } = generated;
  return { $schema, $id: id, title, ...rest };
}

const onWebHost = (file: string) => new URL(`/schemas/${file}`, env().BASE_URL).toString();

export const tokenJsonSchema = () =>
  publish(TokenBodySchema, onWebHost("trust-ledger-token.v1.schema.json"), "Trust Ledger Token (decoded), version 1");
export const bundleJsonSchema = () =>
  publish(VerificationBundleSchema, onWebHost("verification-bundle.v1.schema.json"), "Verification bundle, version 1");
