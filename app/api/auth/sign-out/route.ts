// POST /api/auth/sign-out: revoke this session and clear the cookie.
export { POST } from "@/lib/auth/routes/sign-out";
