export { POST } from "@/lib/worker/v1/questionnaire/answer-route";
