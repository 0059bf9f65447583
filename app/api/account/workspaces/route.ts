export { GET } from "@/lib/team/routes/workspaces";
