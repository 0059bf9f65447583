export { GET } from "@/lib/worker/public/witness/vectors-route";
