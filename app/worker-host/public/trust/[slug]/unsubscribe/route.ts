export { GET, POST } from "@/lib/transports/worker/public/events/mail-unsubscribe-route";
