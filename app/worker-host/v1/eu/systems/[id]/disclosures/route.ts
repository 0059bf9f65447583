export { GET } from "@/lib/transports/worker/v1/eu/disclosures-route";
