// RFC 6761 says names under `.localhost` are loopback names; Node's resolver does not map them on
// Linux, so the two hosts of `npm run dev` (localhost:3000 and api.localhost:3000) would not resolve.
// This undici dispatcher answers `localhost` and `*.localhost` with 127.0.0.1 itself and leaves every
// other name to the system resolver. The Host header stays the real name.
import { lookup as systemLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { Agent } from "undici";

export function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function lookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  if (isLoopbackName(hostname)) {
    if (options.all) return callback(null, [{ address: "127.0.0.1", family: 4 }]);
    return callback(null, "127.0.0.1", 4);
  }
  systemLookup(hostname, options, callback as never);
}

let agent: Agent | undefined;

/** The one dispatcher every request of the client goes through. */
export function loopbackAgent(): Agent {
  agent ??= new Agent({ connect: { lookup: lookup as never } });
  return agent;
}
