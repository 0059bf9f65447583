// The four resources: Markdown generated from the same texts as the pages, so the methodology an agent
// reads is the one the methodology page prints.
import { methodologyText, provenanceLabelsText, verifyAVendorText } from "@/lib/agent-answers/resource-texts";
import { doc, esc, table } from "@/lib/site/markdown/md";
import { publicUrls, type PublicUrls } from "@/lib/site/urls";
import { POLICIES } from "@/lib/platform/ratelimit/policies";
import { TOOLS } from "@/lib/transports/mcp/tools";

export interface McpResource {
  uri: string;
  name: string;
  title: string;
  description: string;
  text: (urls: PublicUrls) => string;
}

function whatACallSends(urls: PublicUrls): string {
  const window = POLICIES.mcp.windows[0];
  return doc([
    "# What a call sends",
    `Every call is one JSON-RPC 2.0 POST to ${urls.api}/public/mcp, answered with one JSON response. The server keeps no session.`,
    "## What the service reads and sends for each tool",
    table(
      ["Tool", "Reads", "Leaves the service", "Units"],
      TOOLS.map((t) => [
        `\`${t.name}\``,
        esc(t.title),
        t.annotations.openWorldHint ? "yes: the named site, once per ten minutes" : "no: answered from the service's own store",
        String(t.cost),
      ]),
    ),
    "Only `svc_outside_in_read` makes requests outside the service: two HTTPS GETs to the named site (its " +
      "home page and /.well-known/security.txt, following at most three redirects that stay on the domain) and " +
      "three DNS questions (SPF, DMARC, CAA), every connection through the SSRF guard (loopback, private, " +
      "link-local and cloud-metadata addresses are refused before any request). A read is kept ten minutes per " +
      "domain: a repeat within that time sends nothing. Every other tool reads what the service already recorded.",
    "## What the service keeps",
    "Tool arguments are not stored and not logged. The caller is counted for limits by the subject of its OAuth access " +
      "token, otherwise by its client network (IPv4 address, or IPv6 /64): a counter per window, kept until the window ends.",
    "## Limits",
    `tools/call costs 1 to 4 units by tool; each caller has ${window.limit} units per ${window.seconds} ` +
      `seconds, counted across instances (per instance when the shared counter cannot be reached). ` +
      `initialize, tools/list, resources and prompts are free. Over it: HTTP 429 with \`Retry-After\` ` +
      `(seconds until the window frees units) and a JSON-RPC error whose \`data.error\` is \`rate_limited\`.`,
  ]);
}

export const RESOURCES: readonly McpResource[] = [
  {
    uri: "svc://methodology",
    name: "methodology",
    title: "Methodology",
    description:
      "How readings are taken: cadence, gap tolerance, retention, freshness windows, exclusions, what is signed and how to verify it.",
    text: methodologyText,
  },
  {
    uri: "svc://provenance-labels",
    name: "provenance-labels",
    title: "Provenance labels and answer states",
    description: "The origin vocabulary of facts, and the closed `status` and `provenance` vocabularies of every tool result.",
    text: provenanceLabelsText,
  },
  {
    uri: "svc://verify-a-vendor",
    name: "verify-a-vendor",
    title: "Verify a vendor",
    description: "How to read a record and check its witness statement offline.",
    text: verifyAVendorText,
  },
  {
    uri: "svc://what-a-call-sends",
    name: "what-a-call-sends",
    title: "What a call sends",
    description: "What each tool reads, whether it leaves the service, what it costs and what is kept.",
    text: whatACallSends,
  },
];

export function readResource(uri: string): { uri: string; mimeType: string; text: string } | null {
  const r = RESOURCES.find((x) => x.uri === uri);
  return r ? { uri: r.uri, mimeType: "text/markdown", text: r.text(publicUrls()) } : null;
}
