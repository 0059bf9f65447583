// POST /api/auth/sign-in: password (and two-factor code) sign-in; sets the session cookie.
export { POST } from "@/lib/auth/routes/sign-in";
