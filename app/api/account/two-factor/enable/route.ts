// POST /api/account/two-factor/enable: turn two-factor on with a current code.
export { POST } from "@/lib/auth/routes/two-factor-enable";
