// POST /api/auth/confirm-email: follow a mailed link: confirm the address or complete an address change.
export { POST } from "@/lib/auth/routes/confirm-email";
