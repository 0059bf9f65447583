// The SSRF guard applied at connect time, for readers that must see the TLS handshake themselves (the
// outside-in reader records the certificate it was shown). The name is resolved here, every answer is
// checked by the one guard (isPublicAddress), and the socket is opened to the address that was checked:
// a name that resolves to loopback, private, link-local or metadata space never gets a packet.
import tls, { type PeerCertificate, type TLSSocket } from "node:tls";
import ipaddr from "ipaddr.js";
import type { buildConnector } from "undici";
import { isPublicAddress, OutboundRefusedError } from "@/lib/platform/outbound/ssrf-guard";

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface GuardedConnectOptions {
  /** Resolves a host name (A/AAAA). */
  lookup(host: string): Promise<ResolvedAddress[]>;
  /**
   * Where to open the socket for a checked address. Only a development or test world sets it (its virtual
   * public addresses are served by a local server); production connects to the checked address itself.
   */
  dial?(address: string, port: number): { host: string; port: number } | null;
  /** Extra trusted roots (the local world's test CA, outside production only). */
  ca?: string[];
  /** Called once per TLS connection with what the handshake showed. */
  onTls?(seen: TlsSeen): void;
  /** Refuse a certificate that does not chain to a trusted root or name the host (event delivery). */
  verifyCertificate?: boolean;
}

export interface TlsSeen {
  host: string;
  address: string;
  authorized: boolean;
  authorizationError: string | null;
  certificate: PeerCertificate | null;
  hostnameError: string | null;
}

/** Resolves `host` and refuses unless every answer is a public address; returns the first. */
export async function guardedResolve(host: string, lookup: GuardedConnectOptions["lookup"]): Promise<ResolvedAddress> {
  const bare = host.replace(/^\[|\]$/g, "");
  const answers = ipaddr.isValid(bare) ? [{ address: bare, family: bare.includes(":") ? 6 : 4 }] : await lookup(bare);
  if (answers.length === 0) throw new UnresolvedHostError(`${bare} does not resolve`);
  const refused = answers.find((a) => !isPublicAddress(a.address));
  if (refused) throw new OutboundRefusedError(`${bare} resolves to ${refused.address}, a non-public address: not contacted`);
  return answers[0]!;
}

export class UnresolvedHostError extends Error {
  readonly code = "unresolved_host";
}

export class UntrustedCertificateError extends Error {
  readonly code = "untrusted_certificate";
}

type Connector = buildConnector.connector;

// Building a context from the system roots plus extra ones costs tens of milliseconds: once per CA set.
const contexts = new Map<string, tls.SecureContext>();
function contextWith(ca: string[]): tls.SecureContext {
  const key = ca.join("\n");
  let context = contexts.get(key);
  if (!context) {
    context = tls.createSecureContext({ ca: [...tls.rootCertificates, ...ca] });
    contexts.set(key, context);
  }
  return context;
}

/**
 * An undici `connect` function: resolve, guard, then TLS to the checked address with SNI and identity
 * taken from the name. Certificates are not rejected during the handshake so the reader can record what
 * was wrong with them; the chain verdict and the name match are reported through `onTls`.
 */
export function guardedTlsConnector(opts: GuardedConnectOptions): Connector {
  return (connectOptions, callback) => {
    const host = connectOptions.hostname;
    const port = Number(connectOptions.port) || 443;
    guardedResolve(host, opts.lookup)
      .then((resolved) => {
        const target = opts.dial ? opts.dial(resolved.address, port) : { host: resolved.address, port };
        if (!target) throw new UnresolvedHostError(`${host} (${resolved.address}) is not reachable from here`);
        const servername = ipaddr.isValid(host.replace(/^\[|\]$/g, "")) ? undefined : host;
        const socket: TLSSocket = tls.connect({
          host: target.host,
          port: target.port,
          servername,
          secureContext: opts.ca ? contextWith(opts.ca) : undefined,
          rejectUnauthorized: false,
          ALPNProtocols: ["http/1.1"],
        });
        const onError = (err: Error) => callback(err, null);
        socket.once("error", onError);
        socket.once("secureConnect", () => {
          const cert = socket.getPeerCertificate();
          const certificate = cert && Object.keys(cert).length > 0 ? cert : null;
          const identity = certificate ? tls.checkServerIdentity(host, certificate) : new Error("no certificate");
          opts.onTls?.({
            host,
            address: resolved.address,
            authorized: socket.authorized,
            authorizationError: socket.authorizationError ? String(socket.authorizationError) : null,
            certificate,
            hostnameError: identity ? identity.message : null,
          });
          socket.off("error", onError);
          if (opts.verifyCertificate && (!socket.authorized || identity)) {
            socket.destroy();
            callback(
              new UntrustedCertificateError(`${host}: ${socket.authorizationError ?? identity?.message ?? "untrusted certificate"}`),
              null,
            );
            return;
          }
          callback(null, socket);
        });
      })
      .catch((err: Error) => callback(err, null));
  };
}
