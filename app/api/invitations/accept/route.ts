export { POST } from "@/lib/team/routes/accept-invitation";
