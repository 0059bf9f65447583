// POST /api/account/oauth-grants/{id}/revoke: revoke one of the account's OAuth grants.
export { POST } from "@/lib/auth/routes/account-oauth-grant-revoke";
