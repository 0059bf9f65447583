export { GET, POST } from "@/lib/worker/public/events/mail-unsubscribe-route";
