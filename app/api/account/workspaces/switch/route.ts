export { SWITCH as POST } from "@/lib/team/routes/workspaces";
