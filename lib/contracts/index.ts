// The route table: every route of both hosts, one entry each, in one list. A route's contract lives beside its
// handler (lib/<feature>/routes/<name>.contract.ts, lib/transports/worker/**/<name>.contract.ts); pages, which have no handler
// module, and contract pieces shared by several files stay in this folder's group files. The OpenAPI documents,
// /interfaces.json, the request guard and the contract tests read this list, and every fast-lane route is one of its
// entries. A route joins it in the change that adds it (tests/unit/route-table-sources.test.ts fails otherwise).
import type { RouteContract } from "@/lib/http/contract";
import { problemsRoute } from "@/lib/http/routes/problems.contract";
import { networkProfileRoute } from "@/lib/network/routes/profile.contract";
import { profileHistoryRoute } from "@/lib/network/routes/profile-history.contract";
import { networkProfileSchemaRoute } from "@/lib/network/routes/profile-schema.contract";
import { publicKeysRoute } from "@/lib/transports/worker/public/keys/keys-route.contract";
import { verifyKeysRoute } from "@/lib/witness/routes/verify-keys.contract";
import { directorySearchRoute } from "@/lib/directory/routes/mobile-search.contract";
import { featuredRoute } from "@/lib/directory/routes/mobile-featured.contract";
import { vendorRoute } from "@/lib/directory/routes/mobile-vendor.contract";
import { suggestRoute } from "@/lib/directory/routes/suggest.contract";
import { networkSearchRoute } from "@/lib/directory/routes/search.contract";
import { changesRoute } from "@/lib/feed/routes/changes.contract";
import { changeStreamRoute } from "@/lib/feed/routes/changes-stream.contract";
import { batchRoute } from "@/lib/batch/routes/batch.contract";
import { publicMeshRoute } from "@/lib/rollup/routes/public-mesh.contract";
import { compareRoute } from "@/lib/compare/routes/compare.contract";
import { legalRoute } from "@/lib/legal/routes/legal-document.contract";
import { versionRoute } from "@/lib/version/routes/version.contract";
import { openapiJsonRoute } from "@/lib/transports/openapi/routes/openapi-json.contract";
import { openapiYamlRoute } from "@/lib/transports/openapi/routes/openapi-yaml.contract";
import { interfacesRoute } from "@/lib/transports/openapi/routes/interfaces.contract";
import { sectionCapabilitiesRoute } from "@/lib/transports/openapi/routes/section-capabilities.contract";
import { publicTrustProfileRoute } from "@/lib/transports/worker/public/trust/trust-profile-route.contract";
import { publicTrustBadgeRoute } from "@/lib/transports/worker/public/badge/badge-route.contract";
import { recordViewRoute } from "@/lib/transports/worker/public/writes/view-route.contract";
import { subscribeRoute } from "@/lib/transports/worker/public/writes/subscribe-route.contract";
import {
  confirmSubscriptionRoute,
  confirmSubscriptionPostRoute,
} from "@/lib/transports/worker/public/writes/subscribe-confirm-route.contract";
import { requestAccessRoute } from "@/lib/transports/worker/public/writes/request-access-route.contract";
import { marketplaceIntentRoute } from "@/lib/transports/worker/public/writes/marketplace-intent-route.contract";
import { signUpRoute } from "@/lib/auth/routes/sign-up.contract";
import { confirmEmailRoute } from "@/lib/auth/routes/confirm-email.contract";
import { signInRoute } from "@/lib/auth/routes/sign-in.contract";
import { signOutRoute } from "@/lib/auth/routes/sign-out.contract";
import { accountRoute } from "@/lib/auth/routes/account.contract";
import { sessionsRoute } from "@/lib/auth/routes/account-sessions.contract";
import { revokeSessionRoute } from "@/lib/auth/routes/account-session-revoke.contract";
import { changePasswordRoute } from "@/lib/auth/routes/account-password.contract";
import { changeEmailRoute } from "@/lib/auth/routes/account-email.contract";
import { twoFactorSetupRoute } from "@/lib/auth/routes/two-factor-setup.contract";
import { twoFactorEnableRoute } from "@/lib/auth/routes/two-factor-enable.contract";
import { twoFactorDisableRoute } from "@/lib/auth/routes/two-factor-disable.contract";
import { listKeysRoute, createKeyRoute } from "@/lib/auth/routes/workspace-keys.contract";
import { revokeKeyRoute } from "@/lib/auth/routes/workspace-key-revoke.contract";
import { mintTokenViaSessionRoute } from "@/lib/auth/routes/workspace-tokens.contract";
import { auditExportRoute } from "@/lib/audit/routes/audit-export.contract";
import { workspaceSelfRoute } from "@/lib/transports/worker/v1/workspace/read-workspace-route.contract";
import { mintTokenRoute } from "@/lib/transports/worker/v1/tokens/mint-token-route.contract";
import { authPages } from "@/lib/contracts/auth";
import { questionnaireAnswerRoute } from "@/lib/transports/worker/v1/questionnaire/answer-route.contract";
import { marketplaceLeadsRoute } from "@/lib/transports/worker/v1/leads/leads-route.contract";
import { evidenceWebhookRoute } from "@/lib/transports/worker/v1/evidence/evidence-webhook-route.contract";
import { listKnowledgeRoute, addKnowledgeRoute } from "@/lib/knowledge/routes/knowledge.contract";
import { approveKnowledgeRoute } from "@/lib/knowledge/routes/knowledge-approve.contract";
import { retireKnowledgeRoute } from "@/lib/knowledge/routes/knowledge-retire.contract";
import { knowledgePage } from "@/lib/contracts/knowledge";
import { checkMappingRoute } from "@/lib/transports/worker/public/witness/check-mapping-route.contract";
import { readingEvidenceRoute } from "@/lib/transports/worker/public/witness/reading-evidence-route.contract";
import { evidenceDocumentSchemaRoute } from "@/lib/transports/worker/public/witness/evidence-document-schema-route.contract";
import { rereadRoute } from "@/lib/witness/routes/company-reread.contract";
import { statementVectorsRoute } from "@/lib/transports/worker/public/witness/vectors-route.contract";
import { statementPayloadSchemaRoute } from "@/lib/verifier/routes/payload-schema.contract";
import { claimPayloadSchemaRoute } from "@/lib/verifier/routes/claim-payload-schema.contract";
import {
  homePageRoute,
  methodologyPageRoute,
  howToReadPageRoute,
  directoryPageRoute,
  comparePageRoute,
  verifyPageRoute,
  verifyPageSubmitRoute,
  legalIndexPageRoute,
  legalPageRoute,
  profilePageRoute,
} from "@/lib/contracts/pages";
import { markdownTwinRoute } from "@/lib/transports/pages/routes/markdown-twin.contract";
import { badgeScriptRoute } from "@/lib/transports/pages/routes/badge-script.contract";
import { siteStylesheetRoute } from "@/lib/transports/pages/routes/site-css.contract";
import { llmsTxtRoute } from "@/lib/transports/pages/routes/llms-txt.contract";
import { profileLlmsRoute } from "@/lib/transports/pages/routes/profile-llms-txt.contract";
import { changelogRoute } from "@/lib/changelog/routes/changelog.contract";
import { mcpPostRoute, mcpGetRoute, mcpDeleteRoute } from "@/lib/transports/worker/mcp/mcp-route.contract";
import { mcpConnectPageRoute } from "@/lib/contracts/mcp";
import { mcpResourceMetadataRoute, a2aResourceMetadataRoute } from "@/lib/transports/worker/oauth/protected-resource-route.contract";
import { agentCardRoute } from "@/lib/transports/worker/a2a/agent-card-route.contract";
import { a2aRoute } from "@/lib/transports/worker/a2a/a2a-route.contract";
import { oauthGrantsRoute } from "@/lib/auth/routes/account-oauth-grants.contract";
import { revokeOAuthGrantRoute } from "@/lib/auth/routes/account-oauth-grant-revoke.contract";
import { euSystems, euSystemCreate } from "@/lib/transports/worker/v1/eu/systems-route.contract";
import { euSystem, euSystemUpdate } from "@/lib/transports/worker/v1/eu/system-route.contract";
import { euSystemArchive } from "@/lib/transports/worker/v1/eu/archive-route.contract";
import { euClassification, euClassificationRun } from "@/lib/transports/worker/v1/eu/classification-route.contract";
import { euDisclosures } from "@/lib/transports/worker/v1/eu/disclosures-route.contract";
import { euDisclosureDeclare } from "@/lib/transports/worker/v1/eu/disclosure-route.contract";
import { euStatus } from "@/lib/transports/worker/v1/eu/status-route.contract";
import { euObligationMark } from "@/lib/transports/worker/v1/eu/obligation-route.contract";
import { euSubscription } from "@/lib/transports/worker/v1/eu/subscription-route.contract";
import { euChanges } from "@/lib/transports/worker/v1/eu/changes-route.contract";
import { euRules } from "@/lib/transports/worker/v1/eu/rules-route.contract";
import { euSystemsPage, euSystemPage } from "@/lib/contracts/eu-ai-act";
import { logInfoRoute } from "@/lib/transports/worker/log/info-route.contract";
import { logCheckpointRoute } from "@/lib/transports/worker/log/checkpoint-route.contract";
import { logTileRoute } from "@/lib/transports/worker/log/tile-route.contract";
import { inclusionProofRoute } from "@/lib/transports/worker/log/inclusion-route.contract";
import { consistencyProofRoute } from "@/lib/transports/worker/log/consistency-route.contract";
import { logLookupRoute } from "@/lib/transports/worker/log/lookup-route.contract";
import { cosignatureRoute } from "@/lib/transports/worker/log/cosignature-route.contract";
import { trustTokenRoute } from "@/lib/transports/worker/log/token-route.contract";
import { verificationBundleRoute } from "@/lib/transports/worker/log/bundle-route.contract";
import { claimBundleRoute } from "@/lib/transports/worker/log/claim-bundle-route.contract";
import { tokenSchemaRoute, bundleSchemaRoute } from "@/lib/statement-log/routes/schemas.contract";
import { listEndpointsRoute, createEndpointRoute } from "@/lib/events/routes/endpoints.contract";
import { disableEndpointRoute } from "@/lib/events/routes/endpoint-disable.contract";
import { rollEndpointSecretRoute } from "@/lib/events/routes/endpoint-roll-secret.contract";
import { testEndpointRoute } from "@/lib/events/routes/endpoint-test.contract";
import { listDeliveriesRoute } from "@/lib/events/routes/deliveries.contract";
import { listDestinationsRoute, createDestinationRoute } from "@/lib/events/routes/alert-destinations.contract";
import { rotateDestinationRoute } from "@/lib/events/routes/alert-destination-rotate.contract";
import { testDestinationRoute } from "@/lib/events/routes/alert-destination-test.contract";
import { disableDestinationRoute } from "@/lib/events/routes/alert-destination-disable.contract";
import { agentSubscribeRoute } from "@/lib/transports/worker/public/events/agent-subscribe-route.contract";
import { agentUnsubscribeRoute } from "@/lib/transports/worker/public/events/agent-unsubscribe-route.contract";
import { mailUnsubscribePageRoute, mailUnsubscribeRoute } from "@/lib/transports/worker/public/events/mail-unsubscribe-route.contract";
import { eventPages } from "@/lib/contracts/events";
import { listConnectorsRoute, connectConnectorRoute } from "@/lib/witness/routes/connectors.contract";
import { disconnectConnectorRoute } from "@/lib/witness/routes/connector-disconnect.contract";
import { connectorPages } from "@/lib/contracts/connectors";
import { listCompaniesRoute, addCompanyRoute } from "@/lib/companies/routes/companies.contract";
import { verifyCompanyRoute } from "@/lib/companies/routes/verification.contract";
import { readFactsRoute, replaceFactsRoute, postFactsFormRoute } from "@/lib/companies/routes/facts.contract";
import { publicationRoute } from "@/lib/companies/routes/publication.contract";
import { companyPages } from "@/lib/contracts/companies";
import { worldProofRoute } from "@/lib/companies/routes/world-proof.contract";
import { listMembersRoute } from "@/lib/team/routes/list-members.contract";
import { inviteMemberRoute } from "@/lib/team/routes/invite-member.contract";
import { acceptInvitationRoute } from "@/lib/team/routes/accept-invitation.contract";
import { changeRoleRoute } from "@/lib/team/routes/change-role.contract";
import { removeMemberRoute } from "@/lib/team/routes/remove-member.contract";
import { leaveWorkspaceRoute } from "@/lib/team/routes/leave-workspace.contract";
import { handOverRoute } from "@/lib/team/routes/hand-over-ownership.contract";
import { listWorkspacesRoute, switchWorkspaceRoute } from "@/lib/team/routes/workspaces.contract";
import { teamPages } from "@/lib/team/contracts";
import { listRequestsRoute } from "@/lib/inbox/routes/list-requests.contract";
import { answerRequestRoute } from "@/lib/inbox/routes/answer-request.contract";
import { inboxPages } from "@/lib/inbox/contracts";
import { requestDocumentFormRoute } from "@/lib/inbox/routes/request-document-form.contract";

export const ALL_ROUTES: RouteContract[] = [
  problemsRoute,
  networkProfileRoute,
  profileHistoryRoute,
  networkProfileSchemaRoute,
  publicKeysRoute,
  verifyKeysRoute,
  directorySearchRoute,
  featuredRoute,
  vendorRoute,
  suggestRoute,
  networkSearchRoute,
  changesRoute,
  changeStreamRoute,
  batchRoute,
  publicMeshRoute,
  compareRoute,
  legalRoute,
  versionRoute,
  openapiJsonRoute,
  openapiYamlRoute,
  interfacesRoute,
  sectionCapabilitiesRoute,
  publicTrustProfileRoute,
  publicTrustBadgeRoute,
  recordViewRoute,
  subscribeRoute,
  confirmSubscriptionRoute,
  requestAccessRoute,
  marketplaceIntentRoute,
  signUpRoute,
  confirmEmailRoute,
  signInRoute,
  signOutRoute,
  accountRoute,
  sessionsRoute,
  revokeSessionRoute,
  changePasswordRoute,
  changeEmailRoute,
  twoFactorSetupRoute,
  twoFactorEnableRoute,
  twoFactorDisableRoute,
  listKeysRoute,
  createKeyRoute,
  revokeKeyRoute,
  mintTokenViaSessionRoute,
  auditExportRoute,
  workspaceSelfRoute,
  mintTokenRoute,
  ...authPages,
  questionnaireAnswerRoute,
  marketplaceLeadsRoute,
  evidenceWebhookRoute,
  listKnowledgeRoute,
  addKnowledgeRoute,
  approveKnowledgeRoute,
  retireKnowledgeRoute,
  knowledgePage,
  checkMappingRoute,
  readingEvidenceRoute,
  evidenceDocumentSchemaRoute,
  rereadRoute,
  statementVectorsRoute,
  statementPayloadSchemaRoute,
  claimPayloadSchemaRoute,
  homePageRoute,
  methodologyPageRoute,
  howToReadPageRoute,
  directoryPageRoute,
  comparePageRoute,
  verifyPageRoute,
  verifyPageSubmitRoute,
  legalIndexPageRoute,
  legalPageRoute,
  profilePageRoute,
  markdownTwinRoute,
  badgeScriptRoute,
  siteStylesheetRoute,
  llmsTxtRoute,
  profileLlmsRoute,
  changelogRoute,
  mcpPostRoute,
  mcpGetRoute,
  mcpDeleteRoute,
  mcpConnectPageRoute,
  mcpResourceMetadataRoute,
  a2aResourceMetadataRoute,
  agentCardRoute,
  a2aRoute,
  oauthGrantsRoute,
  revokeOAuthGrantRoute,
  euSystems.api,
  euSystems.web,
  euSystemCreate.api,
  euSystemCreate.web,
  euSystem.api,
  euSystem.web,
  euSystemUpdate.api,
  euSystemUpdate.web,
  euSystemArchive.api,
  euSystemArchive.web,
  euClassification.api,
  euClassification.web,
  euClassificationRun.api,
  euClassificationRun.web,
  euDisclosures.api,
  euDisclosures.web,
  euDisclosureDeclare.api,
  euDisclosureDeclare.web,
  euStatus.api,
  euStatus.web,
  euObligationMark.api,
  euObligationMark.web,
  euSubscription.api,
  euSubscription.web,
  euChanges.api,
  euChanges.web,
  euRules.api,
  euRules.web,
  euSystemsPage,
  euSystemPage,
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
  listEndpointsRoute,
  createEndpointRoute,
  disableEndpointRoute,
  rollEndpointSecretRoute,
  testEndpointRoute,
  listDeliveriesRoute,
  listDestinationsRoute,
  createDestinationRoute,
  rotateDestinationRoute,
  testDestinationRoute,
  disableDestinationRoute,
  agentSubscribeRoute,
  agentUnsubscribeRoute,
  mailUnsubscribePageRoute,
  mailUnsubscribeRoute,
  confirmSubscriptionPostRoute,
  ...eventPages,
  listConnectorsRoute,
  connectConnectorRoute,
  disconnectConnectorRoute,
  ...connectorPages,
  listCompaniesRoute,
  addCompanyRoute,
  verifyCompanyRoute,
  readFactsRoute,
  replaceFactsRoute,
  postFactsFormRoute,
  publicationRoute,
  ...companyPages,
  worldProofRoute,
  listMembersRoute,
  inviteMemberRoute,
  acceptInvitationRoute,
  changeRoleRoute,
  removeMemberRoute,
  leaveWorkspaceRoute,
  handOverRoute,
  listWorkspacesRoute,
  switchWorkspaceRoute,
  ...teamPages,
  listRequestsRoute,
  answerRequestRoute,
  ...inboxPages,
  requestDocumentFormRoute,
];
