// POST /api/account/password: change the password; every other session is signed out.
export { POST } from "@/lib/auth/routes/account-password";
