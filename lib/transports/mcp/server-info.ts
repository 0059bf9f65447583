// Who the MCP server says it is, and the protocol versions it answers (negotiated by the SDK).
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { BOUNDARY } from "@/lib/site/site-texts";

export const MCP_SERVER_NAME = "public-trust-network";
/** The version of the tool surface: moves when a tool, its input or its output changes. */
export const MCP_SERVER_VERSION = "1.0.0";

/** The newest version first; an initialize naming another gets the newest. */
export const MCP_PROTOCOL_VERSIONS: readonly string[] = SUPPORTED_PROTOCOL_VERSIONS;
export const MCP_LATEST_PROTOCOL_VERSION = LATEST_PROTOCOL_VERSION;
/**
 * The version the spec leads with. The SDK in use (1.32.2) does not implement it, so it is not answered:
 * an initialize naming it gets MCP_LATEST_PROTOCOL_VERSION. Listed as planned in /interfaces.json.
 */
export const MCP_PLANNED_PROTOCOL_VERSION = "2026-07-28";

export const MCP_INSTRUCTIONS = [
  "Read-only tools over the Public Trust Network: one source-labelled profile per software and AI company.",
  ...BOUNDARY,
  "Every tool result carries structuredContent with status, provenance, subject and summary (vocabularies at svc://provenance-labels).",
  "status `unavailable` means the service could not read its own store: it " +
    "says nothing about the company, and is never the same as `not_listed`.",
  "Report each fact with its origin (company-declared, witnessed, public-source) and " +
    "every account of a contested fact; never turn a record into a score or verdict.",
].join(" ");
