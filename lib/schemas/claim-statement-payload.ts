// The signed payload of a claim statement (issue 29, "a claim anyone can check"): the RFC 8785 JSON a
// witness key signs when a workspace proves control of a domain (`event: verified`) and when a claim is
// suspended after seven days of failed re-checks (`event: suspended`). `claim: 1` sets it apart from a
// reading's payload (`statement: 1`) and a correction's (`type`); the log entry's kind is `claim`. The
// verifier parses with this schema; its JSON Schema is published at
// {base_url}/schemas/claim-statement-payload.v1.schema.json.
import { z } from "zod";
import { CHECK_OBSERVATIONS, CLAIM_METHODS, VERIFICATION_METHODS } from "@/lib/vocabulary/claim-states";

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

const common = {
  claim: z.literal(1).describe("Version of the claim payload format."),
  service: z.string().describe("The witness that signed it."),
  subject: z
    .strictObject({ domain: z.string().min(1), slug: z.string().min(1) })
    .describe("The company's domain and its slug on the Network."),
  workspace: z
    .strictObject({ public_id: z.string().regex(/^wsp_[A-Za-z0-9_-]{16}$/) })
    .describe("The workspace that holds the claim, by its public id (random; not its internal id, name or slug)."),
  key_id: z.string().min(1).describe("The key that signs this statement; equal to the statement's key_id."),
};

export const ClaimVerifiedPayloadSchema = z.strictObject({
  ...common,
  event: z.literal("verified"),
  method: z.enum(VERIFICATION_METHODS).describe("How control was proven: the DNS TXT record or the HTTPS file."),
  looked_up: z.string().describe("The TXT name queried (`TXT _svc-challenge.<domain>`) or the URL fetched."),
  observed: z
    .strictObject({
      value: z.string().describe("The exact TXT record (`svc-verification=<token>`) or file body (trimmed) observed."),
      sha256: hex64.describe("SHA-256 (hex) of what was observed: of the TXT record's text, or of the file's bytes as received."),
    })
    .describe("What the check saw."),
  verified_at: z.iso.datetime().describe("When control was proven; the signing key must be valid at this instant."),
});

export const ClaimSuspendedPayloadSchema = z.strictObject({
  ...common,
  event: z.literal("suspended"),
  method: z.enum(CLAIM_METHODS).describe("How the suspended claim had been verified (`operator` when granted by hand)."),
  checks: z
    .array(z.strictObject({ method: z.enum(VERIFICATION_METHODS), looked_up: z.string(), observed: z.enum(CHECK_OBSERVATIONS) }))
    .describe("What the last failed re-check looked up and observed, per method."),
  failing_since: z.iso.datetime().describe("The first failed daily re-check."),
  suspended_at: z.iso.datetime().describe("When the claim was suspended; the signing key must be valid at this instant."),
});

export const ClaimStatementPayloadSchema = z
  .discriminatedUnion("event", [ClaimVerifiedPayloadSchema, ClaimSuspendedPayloadSchema])
  .meta({ id: "ClaimStatementPayload", description: "The signed payload of a claim statement, format 1 (RFC 8785 JSON)." });

export type ClaimStatementPayload = z.infer<typeof ClaimStatementPayloadSchema>;
export type ClaimVerifiedPayload = z.infer<typeof ClaimVerifiedPayloadSchema>;
export type ClaimSuspendedPayload = z.infer<typeof ClaimSuspendedPayloadSchema>;
