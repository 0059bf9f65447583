export { POST } from "@/lib/team/routes/change-role";
