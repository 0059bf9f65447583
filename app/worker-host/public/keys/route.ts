export { GET } from "@/lib/transports/worker/public/keys/keys-route";
