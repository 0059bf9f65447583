// POST /api/account/email: ask to move the account to another address (done when the link is followed).
export { POST } from "@/lib/auth/routes/account-email";
