// The named operations a scoped token can be minted for, each one route of the API host.

export const SCOPED_OPERATIONS = {
  "workspace.read": "GET /v1/workspace",
  "questionnaire.answer": "POST /v1/questionnaire/answer",
  "marketplace.leads.read": "GET /v1/marketplace/leads",
  "evidence.webhook": "POST /v1/evidence/webhook",
} as const;

// issue 22: operations only the web server mints, for a signed-in session, bound to its own key (never
// mintable through POST /v1/tokens): the EU AI Act API is reached through the session only.
export const SERVER_OPERATIONS = {
  "eu.read": "GET /v1/eu/...",
  "eu.write": "POST /v1/eu/...",
} as const;

export type MintableOperation = keyof typeof SCOPED_OPERATIONS;
export type ServerOperation = keyof typeof SERVER_OPERATIONS;
export type ScopedOperation = MintableOperation | ServerOperation;

export const SCOPED_OPERATION_NAMES = Object.keys(SCOPED_OPERATIONS) as [MintableOperation, ...MintableOperation[]];
