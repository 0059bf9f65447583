// GET /api/account: the signed-in account and its workspace.
export { GET } from "@/lib/auth/routes/account";
