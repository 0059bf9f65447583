// What the readers see of the network: name resolution (A/AAAA, TXT, CAA) and, outside production, a
// local HTTPS world that stands in for the outside network (the demo domains live on `.example`, which
// never resolves). In production there is no override at all: the world is refused at start.
import { Resolver } from "node:dns/promises";
import { readFileSync } from "node:fs";
import { env } from "@/lib/platform/env";
import type { ResolvedAddress } from "@/lib/platform/outbound/guarded-connect";
import { processSlot } from "@/lib/platform/process-state";

export interface CaaRecord {
  critical: number;
  issue?: string;
  issuewild?: string;
  iodef?: string;
}

export interface WitnessNetwork {
  lookup(host: string): Promise<ResolvedAddress[]>;
  /**
   * TXT records of a name; [] when the name exists but has none. A name that does not exist (NXDOMAIN)
   * rejects with code ENOTFOUND: "no such domain" is a failed read, not an absent record.
   */
  resolveTxt(name: string): Promise<string[][]>;
  resolveCaa(name: string): Promise<CaaRecord[]>;
  dial?(address: string, port: number): { host: string; port: number } | null;
  ca?: string[];
}

/** A local world, as the world server describes itself (JSON-serialisable, so a child process can load it). */
export interface WorldDescription {
  /** PEM of the world's test CA. */
  ca: string;
  /** Name -> addresses (public-looking virtual ones, or the hostile ones a test wants refused). */
  hosts: Record<string, string[]>;
  /** "address:port" -> "127.0.0.1:port" of the local server. An address not listed is unreachable. */
  dial: Record<string, string>;
  txt: Record<string, string[][]>;
  caa: Record<string, CaaRecord[]>;
  /** Names whose TXT and CAA questions time out. */
  dnsTimeouts: string[];
  /** Bodies served at `<host><path>` (text/plain, 200), placed while the world runs (/dev/world, tests). */
  files?: Record<string, string>;
}

// The name exists and has no record of the type asked. NXDOMAIN (ENOTFOUND) and SERVFAIL are not in
// here: the first means there is nothing to read, the second that the read failed.
const NO_DATA = new Set(["ENODATA", "NODATA"]);
/** The code every WitnessNetwork rejects with when a name does not exist. */
export const NO_SUCH_NAME = "ENOTFOUND";

function systemNetwork(): WitnessNetwork {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  const servers = env().WITNESS_DNS_SERVERS;
  if (servers)
    resolver.setServers(
      servers
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    );
  const empty = <T>(err: NodeJS.ErrnoException): T[] => {
    if (err.code && NO_DATA.has(err.code)) return [];
    throw err;
  };
  return {
    async lookup(host) {
      const absent = <T>(err: NodeJS.ErrnoException): T[] => (err.code === NO_SUCH_NAME ? [] : empty<T>(err));
      const [v4, v6] = await Promise.all([resolver.resolve4(host).catch(absent<string>), resolver.resolve6(host).catch(absent<string>)]);
      return [...v4.map((address) => ({ address, family: 4 })), ...v6.map((address) => ({ address, family: 6 }))];
    },
    resolveTxt: (name) => resolver.resolveTxt(name).catch(empty<string[]>),
    resolveCaa: (name) => resolver.resolveCaa(name).catch(empty<CaaRecord>) as Promise<CaaRecord[]>,
  };
}

export function worldNetwork(world: WorldDescription): WitnessNetwork {
  const key = (name: string) => name.toLowerCase().replace(/\.$/, "");
  // A name exists in the world when it, or a name under it, has an address or a record.
  const names = [...Object.keys(world.hosts), ...Object.keys(world.txt), ...Object.keys(world.caa)];
  const silent = (name: string) => {
    const k = key(name);
    if (world.dnsTimeouts.includes(k)) throw Object.assign(new Error(`query ${name} timed out`), { code: "ETIMEOUT" });
    if (!names.some((n) => n === k || n.endsWith(`.${k}`)))
      throw Object.assign(new Error(`query ${name}: no such name`), { code: NO_SUCH_NAME });
  };
  return {
    async lookup(host) {
      return (world.hosts[key(host)] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    },
    async resolveTxt(name) {
      silent(name);
      return world.txt[key(name)] ?? [];
    },
    async resolveCaa(name) {
      silent(name);
      return world.caa[key(name)] ?? [];
    },
    dial(address, port) {
      const to = world.dial[`${address}:${port}`];
      if (!to) return null;
      const i = to.lastIndexOf(":");
      return { host: to.slice(0, i), port: Number(to.slice(i + 1)) };
    },
    ca: [world.ca],
  };
}

const held = processSlot<WorldDescription>("witness-world");

export class WorldInProductionError extends Error {
  constructor() {
    super("A local witness world (resolver override) is refused in production: readings there read the real network.");
  }
}

/** Installs a local world for this process (development and tests only). */
export function installWorld(world: WorldDescription | undefined): void {
  if (world && env().NODE_ENV === "production") throw new WorldInProductionError();
  held.value = world;
}

/** The world installed in this process, live (its records may be changed while it runs), or undefined. */
export function installedWorld(): WorldDescription | undefined {
  if (env().NODE_ENV === "production") return undefined;
  return held.value;
}

let fromFile: { file: string; net: WitnessNetwork } | null = null;

/** The network readers use now: the installed or configured world outside production, else the real one. */
export function witnessNetwork(): WitnessNetwork {
  const e = env();
  const installed = held.value;
  if (e.NODE_ENV === "production") {
    if (installed || e.WITNESS_WORLD_FILE) throw new WorldInProductionError();
    return systemNetwork();
  }
  if (installed) return worldNetwork(installed);
  if (e.WITNESS_WORLD_FILE) {
    if (fromFile?.file !== e.WITNESS_WORLD_FILE) {
      fromFile = {
        file: e.WITNESS_WORLD_FILE,
        net: worldNetwork(JSON.parse(readFileSync(e.WITNESS_WORLD_FILE, "utf8")) as WorldDescription),
      };
    }
    return fromFile.net;
  }
  return systemNetwork();
}
