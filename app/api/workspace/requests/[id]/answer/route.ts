export { POST } from "@/lib/inbox/routes/answer-request";
