export { POST } from "@/lib/inbox/routes/request-document-form";
