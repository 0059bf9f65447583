// Ports on loopback that nothing listens on right now (we close and hand them over).
import { readFileSync } from "node:fs";
import net from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * A free loopback port below the kernel's ephemeral range, for a server a test stops and starts again on the same
 * port: a port of that range, once closed, can be taken within milliseconds as the local end of any outgoing
 * connection (or by another file's freePort()), and the restart then fails with EADDRINUSE.
 */
export async function freeStablePort(): Promise<number> {
  const [low] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
  const top = Math.min(low ?? 32768, 32768) - 1;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * (top - 20_000));
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once("error", () => resolve(false));
      s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between 20000 and ${top}`);
}
