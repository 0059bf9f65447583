// Contracts of the authenticated worker routes (spec 4.1): questionnaire drafting, buyer-intent leads and
// evidence ingest. Credentials per Part 5: a DPoP-bound key, scoped token or forwarded session with its
// proof; the evidence route also takes an ingest key as a bearer token.
import { z } from "zod";
import { defineRoute, type RouteContract } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import { knowledgeRoutes } from "@/lib/contracts/knowledge";
import {
  EvidenceEventRequestSchema,
  EvidenceEventSchema,
  LeadPageSchema,
  QuestionnaireAnswersSchema,
  QuestionnaireQuerySchema,
} from "@/lib/schemas/worker-v1";
import { apiIdempotencyKey } from "@/lib/contracts/idempotency-headers";

const AUTH_ERRORS: ErrorCode[] = ["unauthorized", "dpop_required", "invalid_dpop_proof", "invalid_token"];
const WRITE_ERRORS: ErrorCode[] = ["bad_json", "unsupported_media_type", "payload_too_large", "idempotency_key_reused", "busy"];
const credentialHeaders = {
  Authorization: {
    description: "`DPoP <token>` (bound key, scoped token or forwarded session). The evidence route also accepts `Bearer <ingest key>`.",
    required: true,
  },
  DPoP: { description: "One RFC 9449 proof, new for every request (htm, htu, iat, jti, ath)." },
};
const idempotencyHeaders = {
  ...credentialHeaders,
  ...apiIdempotencyKey("the credential that sent it"),
};

// The body is checked by the handler, so that anything without a usable array answers `questions_required`.
const QuestionnaireBodySchema = z
  .object({
    questions: z
      .array(z.unknown())
      .describe("Strings. At most 200 are read, each truncated to 600 characters; blank and non-string items are skipped."),
  })
  .meta({ id: "QuestionnaireRequest" });

export const questionnaireAnswerRoute = defineRoute({
  operationId: "answerQuestionnaire",
  host: "api",
  method: "POST",
  path: "/v1/questionnaire/answer",
  summary: "Draft answers to a security questionnaire from approved entries and witnessed evidence",
  description:
    "Drafts only: the service never submits or signs on your behalf. Each question is answered from the " +
    "workspace's approved knowledge base, its company's witnessed facts (with the reading date) or the control " +
    "crosswalk; when nothing grounds it, it is routed to a person (`needs_review`, `routed`, `none`), never " +
    "invented. `phrase` rewords grounded answers through the configured model binding; routed items are never sent.",
  tags: ["Worker"],
  status: "supported",
  auth: ["workspace-key", "scoped-token"],
  scopedOperation: "questionnaire.answer",
  query: QuestionnaireQuerySchema,
  body: QuestionnaireBodySchema,
  bodyErrorCode: "questions_required",
  maxBodyBytes: 256 * 1024,
  requestHeaders: idempotencyHeaders,
  responses: { 200: { description: "The drafted answers.", schema: QuestionnaireAnswersSchema } },
  errors: ["questions_required", ...AUTH_ERRORS, ...WRITE_ERRORS, "internal_error"],
  cache: "no-store",
});

export const marketplaceLeadsRoute = defineRoute({
  operationId: "listMarketplaceLeads",
  host: "api",
  method: "GET",
  path: "/v1/marketplace/leads",
  summary: "Buyer-intent leads for the caller's workspace, newest first (at most 300)",
  description: "Buyers who submitted interest through POST /public/marketplace/intent. An ingest key reads nothing.",
  tags: ["Worker"],
  status: "supported",
  auth: ["workspace-key", "scoped-token"],
  scopedOperation: "marketplace.leads.read",
  requestHeaders: credentialHeaders,
  responses: { 200: { description: "The leads.", schema: LeadPageSchema } },
  errors: [...AUTH_ERRORS, "internal_error"],
  cache: "no-store",
});

export const evidenceWebhookRoute = defineRoute({
  operationId: "postEvidenceEvent",
  host: "api",
  method: "POST",
  path: "/v1/evidence/webhook",
  summary: "Append an evidence event the company asserts about itself (company-declared)",
  description:
    "The only endpoint an ingest key reaches (`Authorization: Bearer tk_live_...`); bound keys and scoped tokens for " +
    "`evidence.webhook` send a proof. Stored and shown as company-declared, never witnessed. Unknown fields are refused.",
  tags: ["Worker"],
  status: "supported",
  auth: ["workspace-key", "scoped-token", "ingest-key"],
  scopedOperation: "evidence.webhook",
  body: EvidenceEventRequestSchema,
  maxBodyBytes: 16 * 1024,
  requestHeaders: idempotencyHeaders,
  responses: { 201: { description: "Appended.", schema: EvidenceEventSchema } },
  errors: ["bad_request", ...AUTH_ERRORS, ...WRITE_ERRORS, "internal_error"],
  cache: "no-store",
});

export const workerV1Routes: RouteContract[] = [questionnaireAnswerRoute, marketplaceLeadsRoute, evidenceWebhookRoute, ...knowledgeRoutes];
