// The Agent Card (A2A 1.0): the JSON-RPC interface at {api_url}/a2a/v1, the skills that exist, and an
// OAuth 2 security scheme pointing at the authorization server (authorization code + PKCE; a token for
// the resource {api_url}/a2a/v1). Built in the SDK's own type and served in its JSON form.
import { AgentCard } from "@a2a-js/sdk";
import { env } from "@/lib/platform/env";
import { issuerUrl, resourceUrl } from "@/lib/oauth/resources";
import { AVAILABLE_SKILLS } from "@/lib/transports/a2a/skills";
import { A2A_VERSION_NOTE } from "@/lib/transports/a2a/version-note";

const OAUTH_SCHEME = "oauth";
// The agent's own version (its skills and card), not the protocol version.
const AGENT_VERSION = "1.0.0";

export function agentCard(): AgentCard {
  const issuer = issuerUrl();
  return {
    name: "Public Trust Network agent",
    description:
      "Reads what the Public Trust Network has witnessed and dated about software and AI companies. It never grades, " +
      "scores, ranks or certifies. Tasks are visible only to the token subject that created them and are kept 24 hours. " +
      A2A_VERSION_NOTE,
    supportedInterfaces: [{ url: resourceUrl("a2a"), protocolBinding: "JSONRPC", protocolVersion: "1.0", tenant: "" }],
    provider: { organization: "Public Trust Network", url: env().BASE_URL },
    version: AGENT_VERSION,
    documentationUrl: `${issuer}/llms.txt`,
    capabilities: { streaming: false, pushNotifications: false, extensions: [], extendedAgentCard: false },
    securitySchemes: {
      [OAUTH_SCHEME]: {
        scheme: {
          $case: "oauth2SecurityScheme",
          value: {
            description:
              `OAuth 2.0 authorization code with PKCE (S256), DPoP-bound tokens recommended. Request ` +
              `the resource ${resourceUrl("a2a")} (RFC 8707); no scope. Register dynamically (RFC 7591).`,
            oauth2MetadataUrl: `${issuer}/.well-known/oauth-authorization-server`,
            flows: {
              flow: {
                $case: "authorizationCode",
                value: {
                  authorizationUrl: `${issuer}/oauth/authorize`,
                  tokenUrl: `${issuer}/oauth/token`,
                  refreshUrl: `${issuer}/oauth/token`,
                  scopes: {},
                  pkceRequired: true,
                },
              },
            },
          },
        },
      },
    },
    securityRequirements: [{ schemes: { [OAUTH_SCHEME]: { list: [] } } }],
    defaultInputModes: ["application/json", "text/plain"],
    defaultOutputModes: ["application/json", "text/plain"],
    skills: Object.values(AVAILABLE_SKILLS).map((s) => s.card),
    signatures: [],
  };
}

/** The card in A2A's JSON form (what GET /.well-known/agent-card.json serves). */
export function agentCardJson(): unknown {
  return AgentCard.toJSON(agentCard());
}
