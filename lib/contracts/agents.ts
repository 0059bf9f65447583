// Contracts of the agent surface of the API host (issue 19): RFC 9728 metadata of the two OAuth-protected
// resources, the A2A Agent Card and the A2A JSON-RPC endpoint. The authorization server itself
// ({base_url}/oauth/..., {base_url}/.well-known/oauth-authorization-server) describes itself (RFC 8414).
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.

export const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  tags: ["Accounts"],
  auth: "session" as const,
};
