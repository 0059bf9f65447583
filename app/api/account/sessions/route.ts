// GET /api/account/sessions: the account's live sessions, to review and revoke.
export { GET } from "@/lib/auth/routes/account-sessions";
