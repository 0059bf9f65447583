// GET /interfaces.json and GET /section-capabilities.json.
import { z } from "zod";

export const SupportStatusSchema = z
  .enum(["supported", "documented, not versioned", "deprecated", "experimental", "planned"])
  .meta({ id: "SupportStatus" });

export const InterfaceEntrySchema = z
  .object({
    id: z.string().describe("Stable id: the operationId for an HTTP route, else a short name."),
    kind: z
      .enum(["http", "page", "asset", "mcp", "a2a", "cli", "sse", "webhook", "markdown", "contract"])
      .describe("http: a JSON route; page and asset: a route that serves a page, script or image; the others name a protocol or channel."),
    name: z.string(),
    status: SupportStatusSchema,
    host: z.enum(["web", "api"]).nullable(),
    method: z.string().nullable(),
    path: z.string().nullable().describe("Path on its host (OpenAPI form), or null for an interface that is not one route."),
    url: z.string().nullable().describe("Absolute URL of the route or entry point, when it has one."),
    documentedIn: z.string().nullable().describe("The machine-readable document that describes it."),
    version: z.string().nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: "InterfaceEntry" });

export const InterfacesSchema = z
  .object({
    format: z.literal("svc.interfaces/1"),
    statuses: z.array(z.object({ id: SupportStatusSchema, meaning: z.string() })),
    documents: z.object({ webHost: z.string(), worker: z.string(), sectionCapabilities: z.string(), problems: z.string() }),
    interfaces: z.array(InterfaceEntrySchema),
  })
  .meta({ id: "Interfaces", description: "Every interface of the service with its support status." });

export const OriginSchema = z.enum(["company-declared", "witnessed", "public-source", "service"]).meta({
  id: "SectionOrigin",
  description: "The fact origin vocabulary, plus `service` for what the service itself states about its own method.",
});

export const SectionCapabilitySchema = z
  .object({
    id: z.string(),
    fields: z.array(z.string()).describe("Top-level fields of the profile record this section covers."),
    carries: z.string(),
    origins: z.array(OriginSchema).describe("Who may be the source of what the section carries."),
    signed: z.boolean().describe("Whether the section is covered by a signature (only the witness statement is)."),
    contracts: z.array(z.number().int()).describe("Contract versions that carry the section."),
    presence: z.enum(["always", "when-available", "reserved"]),
    doesNotCarry: z.array(z.string()),
  })
  .meta({ id: "SectionCapability" });

export const SectionCapabilitiesSchema = z
  .object({
    format: z.literal("svc.section-capabilities/1"),
    contractVersion: z.number().int(),
    record: z.string().describe("The record this map describes."),
    originVocabulary: z.array(z.object({ id: OriginSchema, meaning: z.string() })),
    sections: z.array(SectionCapabilitySchema),
  })
  .meta({ id: "SectionCapabilities", description: "What each section of the network profile record carries and who its source is." });
