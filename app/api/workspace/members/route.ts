export { GET } from "@/lib/team/routes/list-members";
