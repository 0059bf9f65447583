// GET /schemas/network-profile.v2.schema.json: JSON Schema 2020-12 of the profile record, generated from its zod schema.
export { GET } from "@/lib/network/routes/profile-schema";
