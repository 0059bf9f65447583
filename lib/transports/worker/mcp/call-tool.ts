// Runs one tools/call: validates the arguments (a malformed one is an `invalid_input` tool error naming
// it), runs the tool, checks the answer against its own output schema before it leaves, and turns a
// store failure into `unavailable` (never `not_listed`). Every result carries structuredContent next to
// a text rendering of the same answer.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { UNAVAILABLE_SUMMARY, logStoreFailure } from "@/lib/agent-answers/store-failure";
import type { AnswerEnvelope } from "@/lib/schemas/agent-answers";
import type { ToolContext, ToolDefinition } from "@/lib/transports/mcp/tool-definition";

const ERROR_STATUSES = new Set(["invalid_input", "unavailable", "rate_limited", "authentication_required"]);

function result(tool: ToolDefinition, answer: Record<string, unknown> & AnswerEnvelope): CallToolResult {
  const details = ERROR_STATUSES.has(answer.status) ? "" : (tool.details?.(answer as never) ?? "");
  const text = [
    `status: ${answer.status} · provenance: ${answer.provenance}${answer.subject ? ` · subject: ${answer.subject}` : ""}`,
    answer.summary,
    details,
  ]
    .filter(Boolean)
    .join("\n\n");
  return {
    content: [{ type: "text", text }],
    structuredContent: answer,
    ...(ERROR_STATUSES.has(answer.status) ? { isError: true } : {}),
  };
}

function subjectOf(args: unknown): string | null {
  if (!args || typeof args !== "object") return null;
  const first = Object.values(args as Record<string, unknown>).find((v) => typeof v === "string" || Array.isArray(v));
  if (typeof first === "string") return first.slice(0, 253) || null;
  if (Array.isArray(first))
    return (
      first
        .filter((v) => typeof v === "string")
        .join(", ")
        .slice(0, 253) || null
    );
  return null;
}

export async function callTool(tool: ToolDefinition, args: unknown, ctx: ToolContext): Promise<CallToolResult> {
  const parsed = tool.input.safeParse(args ?? {});
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `\`${i.path.join(".") || "arguments"}\`: ${i.message}`).join("; ");
    return result(tool, {
      status: "invalid_input",
      provenance: "service",
      subject: subjectOf(args),
      summary: `Invalid arguments for ${tool.name}: ${problems}. Repeating the call unchanged gives the same answer.`,
      ...tool.empty,
    });
  }
  try {
    const answer = tool.output.parse(await tool.run(parsed.data, ctx)) as Record<string, unknown> & AnswerEnvelope;
    return result(tool, answer);
  } catch (err) {
    logStoreFailure(tool.name, err);
    return result(tool, {
      status: "unavailable",
      provenance: "service",
      subject: subjectOf(parsed.data),
      summary: UNAVAILABLE_SUMMARY,
      ...tool.empty,
    });
  }
}
