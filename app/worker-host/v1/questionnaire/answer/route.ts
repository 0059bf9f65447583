export { POST } from "@/lib/transports/worker/v1/questionnaire/answer-route";
