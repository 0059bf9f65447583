export { GET } from "@/lib/transports/worker/v1/eu/changes-route";
