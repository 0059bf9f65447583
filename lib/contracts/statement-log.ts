// Contracts of the witness statement log (API host), the Trust Ledger Token and verification bundle reads,
// and their published JSON Schemas (web host).
import { z } from "zod";
import { defineRoute, type RouteContract } from "@/lib/http/contract";
import { SlugParamsSchema } from "@/lib/schemas/public-trust";
import {
  ConsistencyProofSchema,
  ConsistencyQuerySchema,
  CosignatureResultSchema,
  InclusionProofSchema,
  InclusionQuerySchema,
  LogInfoSchema,
  LookupQuerySchema,
  LookupResultSchema,
  TokenResponseSchema,
  VerificationBundleSchema,
  ClaimBundleSchema,
} from "@/lib/schemas/statement-log";

const TAGS = ["Statement log"];

export const logInfoRoute = defineRoute({
  operationId: "getLogInfo",
  host: "api",
  method: "GET",
  path: "/log",
  summary: "The log: origin, verifier key, latest checkpoint and who cosigned it, configured witnesses",
  tags: TAGS,
  status: "experimental",
  responses: { 200: { description: "The log's description.", schema: LogInfoSchema } },
  errors: ["record_unavailable"],
  cache: "log-checkpoint",
});

export const logCheckpointRoute = defineRoute({
  operationId: "getLogCheckpoint",
  host: "api",
  method: "GET",
  path: "/log/checkpoint",
  summary: "The latest checkpoint: a C2SP signed note (origin, size, base64 root) with the log's signature and any witness cosignatures",
  tags: TAGS,
  status: "experimental",
  responses: {
    200: { description: "text/plain; charset=utf-8 signed note.", contentType: "text/plain", schema: z.string() },
    404: { description: "`not_found`: nothing integrated yet." },
  },
  errors: ["not_found", "record_unavailable"],
  cache: "log-checkpoint",
});

export const logTileRoute = defineRoute({
  operationId: "getLogTile",
  host: "api",
  method: "GET",
  path: "/log/tile/{tile}",
  summary: "C2SP tlog-tiles: a Merkle tile `<L>/<N>[.p/<W>]` or an entry bundle `entries/<N>[.p/<W>]`",
  description:
    "`{tile}` spans several path segments: `<L>` is the level (0..63), `<N>` the tile " +
    "index in 3-digit groups (all but the last prefixed with x: 1234067 is x001/x234/067), " +
    "`.p/<W>` a partial tile of W (1..255) hashes. A tile is concatenated 32-byte SHA-256 " +
    "hashes; an entry bundle is each entry as a big-endian uint16 length and its bytes. " +
    "Full tiles and bundles are immutable (`Cache-Control: public, max-age=31536000, " +
    "immutable`); a partial one is a prefix of what the tile will hold.",
  tags: TAGS,
  status: "experimental",
  params: z.object({ tile: z.string().describe("`<L>/<N>[.p/<W>]` or `entries/<N>[.p/<W>]`.") }),
  responses: {
    200: { description: "application/octet-stream.", contentType: "application/octet-stream", schema: z.string() },
    400: { description: "`bad_request`: the path does not name a tile." },
    404: { description: "`not_found`: that tile or width is not (yet) in the log." },
  },
  errors: ["bad_request", "not_found", "record_unavailable"],
  cache: "log-tile",
});

export const inclusionProofRoute = defineRoute({
  operationId: "getLogInclusionProof",
  host: "api",
  method: "GET",
  path: "/log/proof/inclusion",
  summary: "RFC 9162 inclusion proof of entry `index` in the tree of `size` entries",
  description: "Derived from the tiles (a client holding them can compute the same). `size` may be any size up to the current one.",
  tags: TAGS,
  status: "experimental",
  query: InclusionQuerySchema,
  responses: {
    200: { description: "The audit path.", schema: InclusionProofSchema },
    400: { description: "`bad_request` naming `index` or `size`." },
  },
  errors: ["bad_request", "record_unavailable"],
  cache: "log-tile",
});

export const logLookupRoute = defineRoute({
  operationId: "lookupLogEntry",
  host: "api",
  method: "GET",
  path: "/log/lookup",
  summary: "Find a statement's entry by the SHA-256 of its payload: its index and a receipt (checkpoint, inclusion proof)",
  description:
    "For a verifier holding only a statement: `statement_sha256` is the SHA-256 (hex) of the payload bytes exactly as " +
    "signed. The receipt proves the entry into the latest signed checkpoint; check it offline with the log's verifier key.",
  tags: TAGS,
  status: "experimental",
  query: LookupQuerySchema,
  responses: {
    200: { description: "The entry and its receipt.", schema: LookupResultSchema },
    400: { description: "`bad_request` naming `statement_sha256`." },
    404: { description: "`not_found`: no integrated entry holds a statement with that payload digest (it may still be pending)." },
  },
  errors: ["bad_request", "not_found", "record_unavailable"],
  cache: "log-checkpoint",
});

export const consistencyProofRoute = defineRoute({
  operationId: "getLogConsistencyProof",
  host: "api",
  method: "GET",
  path: "/log/proof/consistency",
  summary: "RFC 9162 consistency proof between tree sizes `from` and `to`",
  tags: TAGS,
  status: "experimental",
  query: ConsistencyQuerySchema,
  responses: {
    200: { description: "The consistency proof.", schema: ConsistencyProofSchema },
    400: { description: "`bad_request` naming `from` or `to`." },
  },
  errors: ["bad_request", "record_unavailable"],
  cache: "log-tile",
});

export const cosignatureRoute = defineRoute({
  operationId: "postLogCosignature",
  host: "api",
  method: "POST",
  path: "/log/cosignature",
  summary: "A configured witness hands in its cosignature (C2SP tlog-cosignature) of a stored checkpoint",
  description:
    "Body (text/plain, at most 16 KiB): the checkpoint note as served, with " +
    "the witness's `— <name> <base64>` cosignature/v1 line(s) appended. " +
    "Only lines that verify with a key in LOG_WITNESSES over a checkpoint this " +
    "log signed are kept; the log serves them on /log/checkpoint from then on.",
  tags: TAGS,
  status: "experimental",
  requestHeaders: { "Content-Type": { description: "text/plain" } },
  responses: {
    200: { description: "The witnesses whose cosignatures were accepted.", schema: CosignatureResultSchema },
    400: { description: "`bad_request`: not a signed note, or no line verifies with a configured witness key." },
    404: { description: "`not_found`: the log signed no such checkpoint." },
    413: { description: "`payload_too_large`." },
  },
  errors: ["bad_request", "not_found", "payload_too_large", "record_unavailable"],
});

export const trustTokenRoute = defineRoute({
  operationId: "getTrustLedgerToken",
  host: "api",
  method: "GET",
  path: "/public/trust/{slug}/token",
  summary: "The Trust Ledger Token of a published company's latest witness statement",
  description:
    "Two signatures in one compact token: the witness statement's (witness key, " +
    "/public/keys) and the log checkpoint's (log key, /log), bound by the inclusion proof. " +
    "404 `not_found` when the company has no published record, its latest " +
    "reading carries no statement, or the statement is still pending integration.",
  tags: TAGS,
  status: "experimental",
  params: SlugParamsSchema,
  responses: { 200: { description: "The token, decoded too.", schema: TokenResponseSchema }, 404: { description: "`not_found`." } },
  errors: ["bad_request", "not_found", "record_unavailable"],
  cache: "profile",
});

export const verificationBundleRoute = defineRoute({
  operationId: "getVerificationBundle",
  host: "api",
  method: "GET",
  path: "/public/trust/{slug}/bundle",
  summary: "Everything needed to verify the latest witness statement offline, in one JSON document",
  tags: TAGS,
  status: "experimental",
  params: SlugParamsSchema,
  responses: { 200: { description: "The verification bundle.", schema: VerificationBundleSchema }, 404: { description: "`not_found`." } },
  errors: ["bad_request", "not_found", "record_unavailable"],
  cache: "profile",
});

export const claimBundleRoute = defineRoute({
  operationId: "getClaimBundle",
  host: "api",
  method: "GET",
  path: "/log/claims/{index}",
  summary: "Everything needed to verify one logged claim statement (a domain's control proven, or a claim suspended) offline",
  description:
    "`index` is the claim statement's log index, as a profile's `claim.verified.log_index` names it. Verify the " +
    "statement's Ed25519 signature over its payload with the key at /public/keys, then the entry's inclusion in the " +
    'signed checkpoint (entry = RFC 8785 JSON of {kind: "claim", statement}); `svc verify --claim <index>` does both.',
  tags: TAGS,
  status: "experimental",
  params: z.strictObject({
    index: z
      .string()
      .regex(/^(0|[1-9][0-9]{0,14})$/, "must be a log index (a whole number from 0)")
      .describe("The claim statement's index in the log."),
  }),
  responses: {
    200: { description: "The claim verification bundle.", schema: ClaimBundleSchema },
    400: { description: "`bad_request` naming `index`." },
    404: { description: "`not_found`: no integrated entry at that index is a claim statement (it may still be pending)." },
  },
  errors: ["bad_request", "not_found", "record_unavailable"],
  cache: "log-checkpoint",
});

export const tokenSchemaRoute = defineRoute({
  operationId: "getTrustLedgerTokenSchema",
  host: "web",
  method: "GET",
  path: "/schemas/trust-ledger-token.v1.schema.json",
  summary: "JSON Schema (2020-12) of the decoded Trust Ledger Token",
  tags: TAGS,
  status: "experimental",
  responses: { 200: { description: "JSON Schema draft 2020-12.", contentType: "application/schema+json" } },
  cache: "contract",
});

export const bundleSchemaRoute = defineRoute({
  operationId: "getVerificationBundleSchema",
  host: "web",
  method: "GET",
  path: "/schemas/verification-bundle.v1.schema.json",
  summary: "JSON Schema (2020-12) of the verification bundle",
  tags: TAGS,
  status: "experimental",
  responses: { 200: { description: "JSON Schema draft 2020-12.", contentType: "application/schema+json" } },
  cache: "contract",
});

export const statementLogRoutes: RouteContract[] = [
  logInfoRoute,
  logCheckpointRoute,
  logTileRoute,
  inclusionProofRoute,
  consistencyProofRoute,
  logLookupRoute,
  cosignatureRoute,
  trustTokenRoute,
  verificationBundleRoute,
  claimBundleRoute,
  tokenSchemaRoute,
  bundleSchemaRoute,
];
