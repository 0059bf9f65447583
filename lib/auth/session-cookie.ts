// The session cookie: iron-session seals the id of a server-side Session row, so a session can be listed
// and revoked. httpOnly, SameSite=Lax, Secure everywhere but plain-http localhost, at most 30 days.
import type { SessionOptions } from "iron-session";
import { env } from "@/lib/platform/env";
import { secret } from "@/lib/platform/secrets";

export const SESSION_COOKIE = "svc_session";
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface SessionSeal {
  sid: string;
}

function isLocalhost(url: string): boolean {
  const { hostname, protocol } = new URL(url);
  return protocol === "http:" && (hostname === "localhost" || hostname === "127.0.0.1" || hostname.endsWith(".localhost"));
}

export function sessionOptions(): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: secret("SESSION_SECRET"),
    ttl: SESSION_MAX_AGE_SECONDS,
    cookieOptions: {
      httpOnly: true,
      secure: !isLocalhost(env().BASE_URL),
      sameSite: "lax",
      path: "/",
    },
  };
}
