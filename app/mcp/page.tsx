// /mcp – how to add the MCP server to common MCP clients, and what it offers.
import type { Metadata } from "next";
import { connection } from "next/server";
import { mcpConnectView } from "@/lib/transports/pages/mcp-connect-view";
import { publicUrls } from "@/lib/site/urls";
import { DataTable } from "@/app/_components/data-table";
import { Section } from "@/lib/transports/pages/components/section";

export const metadata: Metadata = { title: "Connect an MCP client" };

export default async function McpConnect() {
  await connection();
  const v = mcpConnectView(publicUrls());
  return (
    <>
      <h1>Connect an MCP client</h1>
      <p className="lead">
        The MCP server is <code>{v.endpoint}</code>: streamable HTTP, stateless, one JSON response per POST, no key. It answers
        protocol versions {v.protocolVersions.join(", ")}; {v.plannedProtocolVersion} is planned, not served yet (the MCP SDK it runs
        on does not implement it).
      </p>
      {v.recipes.map((r) => (
        <section key={r.client} aria-label={r.client}>
          <h2>{r.client}</h2>
          <p>{r.how}</p>
          <pre>
            <code>{r.code}</code>
          </pre>
        </section>
      ))}
      <Section id="tools" title="Tools">
        <p>
          Every result carries <code>structuredContent</code> with <code>status</code>, <code>provenance</code>, <code>subject</code>{" "}
          and <code>summary</code> next to a text rendering.
        </p>
        <DataTable
          rows={v.tools}
          rowKey={(t) => t.name}
          columns={[
            { header: "Tool", rowHeader: true, cell: (t) => <code>{t.name}</code> },
            { header: "What it answers", cell: (t) => t.description },
            { header: "Units", cell: (t) => t.cost },
          ]}
        />
      </Section>
      <Section id="resources" title="Resources">
        <ul>
          {v.resources.map((r) => (
            <li key={r.uri}>
              <code>{r.uri}</code>: {r.description}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="prompts" title="Prompts">
        <ul>
          {v.prompts.map((p) => (
            <li key={p.name}>
              <code>{p.name}</code> ({p.arguments.join(", ")}): {p.description}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="limits" title="Limits">
        <p>
          tools/call spends its tool&apos;s units from {v.limit.units} per {v.limit.seconds} seconds per caller (the OAuth
          token&apos;s subject, else the client network), counted across instances; the handshake, listing, resources and prompts are
          free. Over it: HTTP 429 with <code>Retry-After</code>.
        </p>
      </Section>
    </>
  );
}
