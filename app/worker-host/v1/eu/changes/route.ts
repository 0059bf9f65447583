export { GET } from "@/lib/worker/v1/eu/changes-route";
