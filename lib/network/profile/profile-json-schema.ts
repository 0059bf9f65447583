// The published JSON Schema (draft 2020-12) of the network profile record, generated from the zod
// schema that types and checks the handler's output, so the two cannot drift apart.
//
// Contract 2 is open to additive fields (spec Part 9: adding a field does not move contractVersion), so
// no object is closed. What must never appear is refused by name instead: a `score`, `rating`, `rank`,
// `grade` or `confidence` property at any depth, including inside fields added later (#/$defs/Unscored).
import { z } from "zod";
import { NetworkProfileResponseSchema, REFUSED_PROPERTIES } from "@/lib/schemas/network-profile";
import { contractSchemaUrl } from "@/lib/network/profile/profile-links";

type Node = Record<string, unknown>;

const NO_REFUSED_NAMES = { not: { enum: [...REFUSED_PROPERTIES] } };
const UNSCORED_REF = { $ref: "#/$defs/Unscored" };

/** Any JSON value that carries none of the refused property names at any depth. */
const UNSCORED = {
  description: "Any value without a score, rating, rank, grade or confidence property at any depth.",
  propertyNames: NO_REFUSED_NAMES,
  additionalProperties: UNSCORED_REF,
  items: UNSCORED_REF,
};

/** Opens every closed object and bans the refused names on every object, recursively. */
function openAndUnscore(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openAndUnscore);
  if (!node || typeof node !== "object") return node;
  const out: Node = {};
  for (const [k, v] of Object.entries(node as Node)) out[k] = openAndUnscore(v);
  const isObject = out.type === "object" || "properties" in out;
  if (isObject) {
    out.propertyNames = NO_REFUSED_NAMES;
    // A closed object becomes open, but what it may gain is still checked for refused names.
    if (out.additionalProperties === false || out.additionalProperties === undefined) out.additionalProperties = UNSCORED_REF;
  }
  return out;
}

export function networkProfileJsonSchema(): Record<string, unknown> {
  const generated = openAndUnscore(z.toJSONSchema(NetworkProfileResponseSchema, { target: "draft-2020-12", io: "output" })) as Node;
  return {
    $schema: generated.$schema,
    $id: contractSchemaUrl(),
    title: "Network profile record, contract 2",
    description:
      "GET /api/network/profile. Objects are open to fields added later (adding a field does " +
      "not move contractVersion), but no object at any depth may carry a score, rating, rank, " +
      "grade or confidence property (propertyNames). The service witnesses and dates facts only.",
    ...Object.fromEntries(Object.entries(generated).filter(([k]) => k !== "$schema" && k !== "$defs")),
    $defs: { ...(generated.$defs as Node), Unscored: UNSCORED },
  };
}
