// The published JSON Schema (draft 2020-12) of the network profile record, generated from the zod
// schema that types and checks the handler's output, so the two cannot drift apart.
import { z } from "zod";
import { NetworkProfileResponseSchema } from "@/lib/schemas/network-profile";
import { contractSchemaUrl } from "./profile-links";

export function networkProfileJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(NetworkProfileResponseSchema, { target: "draft-2020-12", io: "output" });
  return {
    $schema: generated.$schema,
    $id: contractSchemaUrl(),
    title: "Network profile record, contract 2",
    description:
      "GET /api/network/profile. Every object is closed (additionalProperties: false): a record carrying a score, rating, rank, grade or confidence property cannot validate. The service witnesses and dates facts only.",
    ...Object.fromEntries(Object.entries(generated).filter(([k]) => k !== "$schema")),
  };
}
