// Schemas of the sign-in, account, workspace-credential and audit routes (both hosts).
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/vocabulary/interface-limits";
import { SCOPED_OPERATION_NAMES } from "@/lib/vocabulary/scoped-operations";

const email = z.string().trim().max(254).email().describe("An email address.");
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX).describe(`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
const anyPassword = z.string().min(1).max(PASSWORD_MAX);
const totpCode = z
  .string()
  .regex(/^\d{6}$/, "six digits")
  .describe("The six-digit code of the authenticator app.");
export const jkt = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "an RFC 7638 SHA-256 JWK thumbprint (43 base64url characters)")
  .describe("RFC 7638 SHA-256 thumbprint of the client's public key (ES256 or Ed25519), base64url.");

export const SignUpBodySchema = z
  .object({
    email,
    password,
    workspace_name: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .optional()
      .describe("Name of the new workspace; defaults to the address's local part."),
  })
  .meta({ id: "SignUpRequest" });

export const SignUpResultSchema = z
  .object({ status: z.literal("confirmation_sent"), message: z.string() })
  .meta({ id: "SignUpResult", description: "The same answer whether or not the address already has an account; the mail says which." });

export const ConfirmEmailBodySchema = z
  .object({ token: z.string().min(1).max(200).describe("The token of the mailed link.") })
  .meta({ id: "ConfirmEmailRequest" });
export const ConfirmEmailResultSchema = z
  .object({ confirmed: z.literal(true), purpose: z.enum(["confirm", "email_change"]), email: z.string() })
  .meta({ id: "ConfirmEmailResult" });

export const SignInBodySchema = z
  .object({
    email,
    password: anyPassword,
    totp: totpCode.optional().describe("Required when the account has two-factor on."),
    next: z
      .string()
      .regex(/^\/oauth\/interaction\/[A-Za-z0-9_-]{1,64}$/)
      .optional()
      .describe("Where a form sign-in returns to: only the OAuth authorization server's own consent step (no open redirect)."),
  })
  .meta({ id: "SignInRequest" });

export const WorkspaceSummarySchema = z
  .object({ id: z.string(), slug: z.string(), name: z.string(), role: z.string() })
  .meta({ id: "WorkspaceSummary" });

export const AccountSchema = z
  .object({ email: z.string(), email_confirmed: z.boolean(), two_factor: z.boolean(), workspace: WorkspaceSummarySchema })
  .meta({ id: "Account" });

export const SignInResultSchema = z
  .object({
    signed_in: z.literal(true),
    session_expires_at: z.string().describe("ISO 8601; at most 30 days after sign-in."),
    account: AccountSchema,
  })
  .meta({ id: "SignInResult" });

export const OkSchema = z.object({ ok: z.literal(true) }).meta({ id: "AccountOk" });

export const SessionListSchema = z
  .object({
    sessions: z.array(
      z.object({
        id: z.string(),
        current: z.boolean(),
        created_at: z.string(),
        last_seen_at: z.string(),
        expires_at: z.string(),
        user_agent: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "SessionList" });

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const PasswordChangeBodySchema = z
  .object({ current_password: anyPassword, new_password: password })
  .meta({ id: "PasswordChangeRequest" });
export const PasswordChangeResultSchema = z
  .object({ ok: z.literal(true), other_sessions_revoked: z.number().int() })
  .meta({ id: "PasswordChangeResult" });
export const EmailChangeBodySchema = z.object({ password: anyPassword, new_email: email }).meta({ id: "EmailChangeRequest" });
export const TwoFactorSetupResultSchema = z
  .object({
    secret: z.string().describe("Base32 secret for manual entry."),
    otpauth_uri: z.string().describe("otpauth:// URI for an authenticator app."),
  })
  .meta({ id: "TwoFactorSetup" });
export const TwoFactorCodeBodySchema = z.object({ code: totpCode }).meta({ id: "TwoFactorCode" });
export const TwoFactorDisableBodySchema = z.object({ password: anyPassword, code: totpCode }).meta({ id: "TwoFactorDisableRequest" });

export const ApiKeyCreateBodySchema = z
  .object({
    name: z.string().trim().min(1).max(80).describe("A label to tell keys apart."),
    dpop_jkt: jkt
      .optional()
      .describe("With it: a bound key (DPoP proofs from this key only). Without: an ingest key for POST /v1/evidence/webhook only."),
  })
  .meta({ id: "ApiKeyCreateRequest" });

const apiKeyFields = {
  id: z.string(),
  name: z.string(),
  kind: z.enum(["bound", "ingest"]),
  hint: z.string().describe("The first characters after `tk_live_`."),
  dpop_jkt: z.string().nullable(),
  created_at: z.string(),
};

export const ApiKeyCreatedSchema = z
  .object({ ...apiKeyFields, key: z.string().describe("The key, `tk_live_...`. Shown this once; only its SHA-256 hash is kept.") })
  .meta({ id: "ApiKeyCreated" });

export const ApiKeyListSchema = z
  .object({ keys: z.array(z.object({ ...apiKeyFields, revoked_at: z.string().nullable(), last_used_at: z.string().nullable() })) })
  .meta({ id: "ApiKeyList" });

export const AuditExportQuerySchema = z.object({
  format: z.enum(["csv", "jsonl"]).default("csv").describe("csv (RFC 4180, header row) or jsonl (JSON Lines)."),
  cursor: z.string().min(1).max(512).optional().describe("From the previous file's `Audit-Next-Cursor` header; absent for the first file."),
});

const TTL_MESSAGE = "Send a whole number of minutes from 15 to 60.";
const ttlMinutes = z.number({ error: TTL_MESSAGE }).int(TTL_MESSAGE).min(15, TTL_MESSAGE).max(60, TTL_MESSAGE);

export const ScopedTokenMintBodySchema = z
  .object({
    operation: z.enum(SCOPED_OPERATION_NAMES).describe("The one operation the token reaches."),
    dpop_jkt: jkt,
    ttl_minutes: ttlMinutes.default(15).describe("Validity, a whole number of minutes from 15 to 60."),
  })
  // Strict like every other body: a misspelt field is an error, not silently a default.
  .strict()
  .meta({ id: "ScopedTokenRequest" });

/** The web host's mint: its page posts a form, whose number field arrives as text of digits. */
export const ScopedTokenMintFormSchema = z
  .object({
    operation: ScopedTokenMintBodySchema.shape.operation,
    dpop_jkt: jkt,
    ttl_minutes: z
      .preprocess((v) => (typeof v === "string" && /^\d{1,3}$/.test(v) ? Number(v) : v), ttlMinutes)
      .default(15)
      .describe("Validity, a whole number of minutes from 15 to 60 (digits in a form post)."),
  })
  .strict()
  .meta({ id: "ScopedTokenRequestWeb" });

export const ScopedTokenMintedSchema = z
  .object({
    token: z.string().describe("`st_...`; send as `Authorization: DPoP <token>` with a proof from `dpop_jkt`'s key."),
    token_type: z.literal("DPoP"),
    operation: z.enum(SCOPED_OPERATION_NAMES),
    dpop_jkt: z.string(),
    expires_at: z.string().describe("RFC 3339, UTC."),
    expires_in: z.number().int().describe("Seconds."),
  })
  .meta({ id: "ScopedToken" });

export const WorkspaceSelfSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    credential: z.object({ kind: z.enum(["api_key", "scoped_token", "session"]), id: z.string() }),
  })
  .meta({ id: "WorkspaceSelf", description: "The caller's own workspace, as named by its credential." });
