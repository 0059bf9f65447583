export { POST } from "@/lib/team/routes/leave-workspace";
