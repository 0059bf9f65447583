// GET /network/company/<slug>/llms.txt: the published record as text for language models.
export { GET } from "@/lib/transports/pages/routes/profile-llms-txt";
