export { POST } from "@/lib/team/routes/remove-member";
