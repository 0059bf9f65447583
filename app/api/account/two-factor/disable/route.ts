// POST /api/account/two-factor/disable: turn two-factor off (password and a current code).
export { POST } from "@/lib/auth/routes/two-factor-disable";
