export { GET } from "@/lib/transports/worker/public/trust/trust-profile-route";
