export { GET } from "@/lib/worker/log/bundle-route";
