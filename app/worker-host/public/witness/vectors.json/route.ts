export { GET } from "@/lib/transports/worker/public/witness/vectors-route";
