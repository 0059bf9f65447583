// POST /api/account/sessions/{id}/revoke: revoke one of the account's own sessions.
export { POST } from "@/lib/auth/routes/account-session-revoke";
