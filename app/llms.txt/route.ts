// GET /llms.txt: the service, its boundary and its interfaces, for language models.
export { GET } from "@/lib/transports/pages/routes/llms-txt";
