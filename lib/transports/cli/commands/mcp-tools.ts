// `svc mcp-tools <url>`: connects to a vendor's MCP server with the MCP SDK client, lists its tools and
// prints a canonical digest of the list (names, titles, descriptions, input and output schemas, in RFC
// 8785 form, sorted by name), and, with `--state <file>`, what changed since the saved reading (exit 9
// when the digest differs). No credential is sent: a server that wants one is reported, not answered.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { fetch as undiciFetch } from "undici";
import { z } from "zod";
import { clock } from "@/lib/platform/clock";
import { canonicalJson, sha256Hex } from "@/lib/platform/canonical-json";
import { EXIT } from "@/lib/vocabulary/cli-exit-codes";
import type { CommandResult } from "@/lib/transports/cli/command-result";
import { loopbackAgent } from "@/lib/transports/cli/loopback-agent";
import { ServiceReadError } from "@/lib/transports/cli/service-read-error";
import { readStateFile, replaceJsonFile } from "@/lib/transports/cli/state-file";
import { UsageError } from "@/lib/transports/cli/usage-error";

const DEADLINE_MS = 15_000;
const MAX_PAGES = 100;
const MAX_TOOLS = 5_000;

export const McpReadingSchema = z.strictObject({
  url: z.string(),
  read_at: z.iso.datetime(),
  digest: z.string().regex(/^[0-9a-f]{64}$/),
  tools: z.array(z.strictObject({ name: z.string(), digest: z.string().regex(/^[0-9a-f]{64}$/) })),
});
type McpReading = z.infer<typeof McpReadingSchema>;

function targetUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UsageError(`"${input}" is not a URL (give the MCP endpoint, e.g. https://vendor.example/mcp)`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new UsageError(`"${input}": only http and https MCP endpoints are read`);
  if (url.username || url.password) throw new UsageError(`"${input}" carries a user name or password; the client sends no credential`);
  return url;
}

/** The fields that make up a tool's public surface, in a fixed shape. */
function surface(tool: Record<string, unknown>) {
  return {
    name: tool.name,
    title: tool.title ?? null,
    description: tool.description ?? null,
    inputSchema: tool.inputSchema ?? null,
    outputSchema: tool.outputSchema ?? null,
  };
}

async function listTools(url: URL): Promise<ReturnType<typeof surface>[]> {
  const fetchThroughLoopback = ((input: string | URL, init?: RequestInit) =>
    undiciFetch(input, { ...(init as object), dispatcher: loopbackAgent() } as never)) as unknown as typeof fetch;
  const transport = new StreamableHTTPClientTransport(url, { fetch: fetchThroughLoopback, redirectPolicy: "same-origin" });
  const client = new Client({ name: "svc-mcp-tools", version: "1" });
  const deadline = AbortSignal.timeout(DEADLINE_MS);
  try {
    await client.connect(transport, { signal: deadline, timeout: DEADLINE_MS });
    const tools: ReturnType<typeof surface>[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const result = await client.listTools(cursor ? { cursor } : {}, { signal: deadline, timeout: DEADLINE_MS });
      tools.push(...result.tools.map((t) => surface(t as Record<string, unknown>)));
      if (tools.length > MAX_TOOLS) throw new ServiceReadError(`${url}: more than ${MAX_TOOLS} tools`, null);
      cursor = result.nextCursor;
      if (!cursor) return tools;
    }
    throw new ServiceReadError(`${url}: the tool list did not end within ${MAX_PAGES} pages`, null);
  } catch (err) {
    if (err instanceof ServiceReadError) throw err;
    const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : "";
    throw new ServiceReadError(
      `${url}: could not list the MCP server's tools: ${err instanceof Error ? err.message : String(err)}${cause}`,
      null,
    );
  } finally {
    await client.close().catch(() => undefined);
  }
}

export async function runMcpTools(input: string, options: { state?: string }): Promise<CommandResult> {
  const url = targetUrl(input);
  const previous = options.state ? await readStateFile(options.state, McpReadingSchema, "a reading saved by svc mcp-tools") : null;
  const tools = (await listTools(url)).sort((a, b) => String(a.name).localeCompare(String(b.name)));
  const digest = sha256Hex(canonicalJson(tools));
  const reading: McpReading = {
    url: url.toString(),
    read_at: clock().now().toISOString(),
    digest,
    tools: tools.map((t) => ({ name: String(t.name), digest: sha256Hex(canonicalJson(t)) })),
  };
  let changes: { added: string[]; removed: string[]; changed: string[] } | null = null;
  if (previous) {
    const before = new Map(previous.tools.map((t) => [t.name, t.digest]));
    const now = new Map(reading.tools.map((t) => [t.name, t.digest]));
    changes = {
      added: [...now.keys()].filter((n) => !before.has(n)),
      removed: [...before.keys()].filter((n) => !now.has(n)),
      changed: [...now.keys()].filter((n) => before.has(n) && before.get(n) !== now.get(n)),
    };
  }
  if (options.state) {
    // Saved only after a complete read, aside and renamed so an interrupted run keeps the old reading.
    await replaceJsonFile(options.state, reading);
  }
  const differs = previous !== null && previous.digest !== digest;
  const text = [
    `${url}: ${tools.length} tools, digest ${digest} (SHA-256 of the RFC 8785 tool list)`,
    ...tools.map((t) => `  ${t.name}`),
    ...(previous
      ? differs
        ? [
            `Changed since ${previous.read_at}: ${changes!.added.length} added ` +
              `(${changes!.added.join(", ") || "-"}), ${changes!.removed.length} removed (${changes!.removed.join(", ") || "-"}), ` +
              `${changes!.changed.length} changed (${changes!.changed.join(", ") || "-"})`,
          ]
        : [`Unchanged since ${previous.read_at}.`]
      : []),
  ];
  return {
    exit: differs ? EXIT.bindingMismatch : EXIT.listedWitnessed,
    json: {
      url: reading.url,
      digest,
      tool_count: tools.length,
      tools,
      previous: previous ? { read_at: previous.read_at, digest: previous.digest } : null,
      changes,
      changed: differs,
    },
    text,
  };
}
