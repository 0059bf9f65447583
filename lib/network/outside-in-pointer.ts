// The `also_available.outside_in` pointer of an unpublished profile: what answers today about a company
// nobody has claimed. One text, wherever the unclaimed body is built.
import { env } from "@/lib/platform/env";

/** Where a caller can read a company's public surface: its own domain, or the MCP tool `svc_outside_in_read`. */
export function outsideInPointer(domain: string | null): string {
  const mcp = `${env().API_URL}/public/mcp`;
  return domain
    ? `${domain}'s public surface can be read directly (its HTTPS site and https://${domain}/.well-known/security.txt), ` +
        `or live through the service's MCP tool \`svc_outside_in_read\` at ${mcp} (unsigned, not part of any record).`
    : `A company's public surface can be read directly at its own domain (its HTTPS site and /.well-known/security.txt), ` +
        `or live through the service's MCP tool \`svc_outside_in_read\` at ${mcp} (unsigned, not part of any record).`;
}
