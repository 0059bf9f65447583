#!/usr/bin/env node
// `npm start` and `npm run dev`: the service's entry (lib/transports/server/main.ts), bundled once with esbuild
// (bin/bundle-cache.mjs) and run as plain JavaScript, like the client and the operator tasks. Next loads its own
// build as it always does; what is bundled is our server around it (the request guard, the fast lane, the job
// queue), which then starts without a loader hook transforming each module as it loads.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundle } from "./bundle-cache.mjs";

const dir = await bundle("server");
await import(pathToFileURL(path.join(dir, "main.mjs")).href);
