export { GET } from "@/lib/worker/public/keys/keys-route";
