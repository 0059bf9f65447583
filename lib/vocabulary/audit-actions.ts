// What a workspace's audit log records, and who can be the actor.
// Listed as values so the type reads as a list; only the types are used.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const AUDIT_ACTIONS = [
  "account.signed_up",
  "session.signed_in",
  "session.sign_in_failed",
  "session.signed_out",
  "session.revoked",
  "password.changed",
  "two_factor.enabled",
  "two_factor.disabled",
  "email.confirmed",
  "email.change_requested",
  "email.changed",
  "api_key.created",
  "api_key.revoked",
  "scoped_token.minted",
  "oauth_grant.created",
  "oauth_grant.revoked",
  "knowledge.added",
  "knowledge.approved",
  "knowledge.retired",
  "endpoint.registered",
  "endpoint.disabled",
  "endpoint.secret_rolled",
  "alert_destination.added",
  "alert_destination.rotated",
  "alert_destination.disabled",
  "connector.connected",
  "connector.disconnected",
  "member.invited",
  "invitation.accepted",
  "member.role_changed",
  "member.removed",
  "member.left",
  "ownership.handed_over",
  "request.answered",
  "credential.write",
  "credential.refused",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// eslint-disable-next-line @typescript-eslint/no-unused-vars
const ACTOR_TYPES = ["user", "api_key", "ingest_key", "scoped_token", "session", "operator"] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];
