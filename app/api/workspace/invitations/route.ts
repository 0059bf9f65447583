export { POST } from "@/lib/team/routes/invite-member";
