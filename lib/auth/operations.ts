// The named operations a scoped token can be minted for, each one route of the API host.

export const SCOPED_OPERATIONS = {
  "workspace.read": "GET /v1/workspace",
  "questionnaire.answer": "POST /v1/questionnaire/answer",
  "marketplace.leads.read": "GET /v1/marketplace/leads",
  "evidence.webhook": "POST /v1/evidence/webhook",
} as const;

export type ScopedOperation = keyof typeof SCOPED_OPERATIONS;

export const SCOPED_OPERATION_NAMES = Object.keys(SCOPED_OPERATIONS) as [ScopedOperation, ...ScopedOperation[]];
