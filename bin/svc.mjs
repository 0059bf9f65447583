#!/usr/bin/env node
// `npx svc ...` from a checkout. The client is TypeScript under lib/transports/cli, bundled once with esbuild,
// packages and all (bin/bundle-cache.mjs), and then run as plain JavaScript: no loader hooks, no IPC with a
// parent, nothing opened but what the command itself opens. Each command is a chunk of its own, loaded when it
// runs, so `svc check` does not load the HCL parser of `svc lint` or the MCP client of `svc mcp-tools`
// (lib/transports/cli/main.ts imports them lazily).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundle } from "./bundle-cache.mjs";

const dir = await bundle("svc");
const { main } = await import(pathToFileURL(path.join(dir, "main.mjs")).href);
await main(process.argv.slice(2));
