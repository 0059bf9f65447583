// POST /api/account/two-factor/setup: a new TOTP secret, inactive until a code from it is confirmed.
export { POST } from "@/lib/auth/routes/two-factor-setup";
