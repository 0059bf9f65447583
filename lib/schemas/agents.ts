// Shapes of the agent-facing documents of the API host: RFC 9728 protected-resource metadata, the A2A
// Agent Card (its full type is the A2A SDK's; this schema names the members every card has) and the
// JSON-RPC response envelope of the A2A endpoint (the SDK validates the methods and their params).
import { z } from "zod";

export const ProtectedResourceMetadataSchema = z
  .object({
    resource: z.string().describe("The resource identifier, and the exact `aud` of every token for it."),
    authorization_servers: z
      .array(z.string())
      .min(1)
      .describe("Issuer identifiers; RFC 8414 metadata at {issuer}/.well-known/oauth-authorization-server."),
    bearer_methods_supported: z.array(z.literal("header")),
    dpop_signing_alg_values_supported: z.array(z.string()),
    dpop_bound_access_tokens_required: z.boolean(),
    resource_name: z.string(),
    resource_documentation: z.string(),
  })
  .meta({
    id: "ProtectedResourceMetadata",
    description: "RFC 9728 protected resource metadata. No scopes: a token is for exactly one resource.",
  });

export const AgentCardJsonSchema = z
  .looseObject({
    name: z.string(),
    description: z.string(),
    version: z.string(),
    supportedInterfaces: z.array(z.looseObject({ url: z.string(), protocolBinding: z.string(), protocolVersion: z.string() })),
    securitySchemes: z.record(z.string(), z.unknown()),
    skills: z.array(z.looseObject({ id: z.string(), name: z.string(), description: z.string() })),
  })
  .meta({ id: "AgentCard", description: "A2A 1.0 Agent Card (JSON form of the A2A SDK's AgentCard type)." });

export const JsonRpcResponseSchema = z
  .looseObject({
    jsonrpc: z.literal("2.0"),
    id: z.union([z.string(), z.number(), z.null()]),
    result: z.unknown().optional(),
    error: z.looseObject({ code: z.number(), message: z.string() }).optional(),
  })
  .meta({ id: "A2AJsonRpcResponse" });

export const OAuthGrantListSchema = z
  .object({
    grants: z.array(
      z.object({
        id: z.string(),
        client_id: z.string(),
        client_name: z.string().nullable(),
        resources: z.array(z.string()).describe("The resources the client may get tokens for."),
        created_at: z.string(),
        expires_at: z.string().nullable(),
        refresh_tokens: z.number().int().describe("Live refresh tokens of this grant."),
      }),
    ),
  })
  .meta({ id: "OAuthGrantList", description: "The OAuth clients the account allowed, newest first." });
