// POST /api/auth/sign-up: create an account and its workspace; a confirmation link is mailed.
export { POST } from "@/lib/auth/routes/sign-up";
