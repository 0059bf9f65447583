export { GET } from "@/lib/worker/log/tile-route";
