export { GET } from "@/lib/inbox/routes/list-requests";
