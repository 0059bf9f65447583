export { GET } from "@/lib/worker/log/inclusion-route";
