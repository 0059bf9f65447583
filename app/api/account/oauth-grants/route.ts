// GET /api/account/oauth-grants: the OAuth clients the account allowed, to review and revoke.
export { GET } from "@/lib/auth/routes/account-oauth-grants";
