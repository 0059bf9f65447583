// /mcp – how to add the MCP server to common MCP clients, and what it offers.
import type { Metadata } from "next";
import { connection } from "next/server";
import { mcpConnectView } from "@/lib/pages/mcp-connect-view";
import { publicUrls } from "@/lib/pages/urls";

export const metadata: Metadata = { title: "Connect an MCP client" };

export default async function McpConnect() {
  await connection();
  const v = mcpConnectView(publicUrls());
  return (
    <>
      <h1>Connect an MCP client</h1>
      <p className="lead">
        The MCP server is <code>{v.endpoint}</code>: streamable HTTP, stateless, one JSON response per POST, no key. It answers protocol versions{" "}
        {v.protocolVersions.join(", ")}.
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
      <section aria-labelledby="tools">
        <h2 id="tools">Tools</h2>
        <p>
          Every result carries <code>structuredContent</code> with <code>status</code>, <code>provenance</code>, <code>subject</code> and <code>summary</code>{" "}
          next to a text rendering.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Tool</th>
              <th scope="col">What it answers</th>
              <th scope="col">Units</th>
            </tr>
          </thead>
          <tbody>
            {v.tools.map((t) => (
              <tr key={t.name}>
                <th scope="row">
                  <code>{t.name}</code>
                </th>
                <td>{t.description}</td>
                <td>{t.cost}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="resources">
        <h2 id="resources">Resources</h2>
        <ul>
          {v.resources.map((r) => (
            <li key={r.uri}>
              <code>{r.uri}</code>: {r.description}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="prompts">
        <h2 id="prompts">Prompts</h2>
        <ul>
          {v.prompts.map((p) => (
            <li key={p.name}>
              <code>{p.name}</code> ({p.arguments.join(", ")}): {p.description}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="limits">
        <h2 id="limits">Limits</h2>
        <p>
          tools/call spends its tool&apos;s units from {v.limit.units} per {v.limit.seconds} seconds per caller (the OAuth token&apos;s subject, else the client
          network), counted across instances; the handshake, listing, resources and prompts are free. Over it: HTTP 429 with <code>Retry-After</code>.
        </p>
      </section>
    </>
  );
}
