export { GET } from "@/lib/worker/public/trust/trust-profile-route";
