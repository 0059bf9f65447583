// Rate-limit policies as data (Part 8). Fixed windows, all checked together per request. A route names
// its policy in its contract (`rateLimit`); route() spends it and the OpenAPI documents show it.
import { env } from "@/lib/platform/env";

export interface LimitWindow {
  limit: number;
  seconds: number;
}

export interface LimitPolicy {
  name: string;
  windows: LimitWindow[];
  /** Whether a refusal sends Retry-After (compare's does not, per Part 8). */
  sendRetryAfter: boolean;
}

export const POLICIES = {
  profile: {
    name: "profile",
    windows: [
      { limit: 600, seconds: 60 },
      { limit: 20_000, seconds: 3600 },
    ],
    sendRetryAfter: true,
  },
  history: {
    name: "history",
    windows: [
      { limit: 120, seconds: 60 },
      { limit: 3000, seconds: 3600 },
    ],
    sendRetryAfter: true,
  },
  compare: {
    name: "compare",
    windows: [
      { limit: 20, seconds: 60 },
      { limit: 200, seconds: 3600 },
    ],
    sendRetryAfter: false,
  },
  // Password guessing: per client network and address, so one attacker cannot lock out an account elsewhere.
  signIn: {
    name: "sign-in",
    windows: [
      { limit: 10, seconds: 60 },
      { limit: 100, seconds: 3600 },
    ],
    sendRetryAfter: true,
  },
  // Guessing one account from many addresses: failed sign-ins (password or two-factor code) per address,
  // known or not, so a refusal does not tell whether an account exists.
  accountFailures: { name: "account-failures", windows: [{ limit: 10, seconds: 15 * 60 }], sendRetryAfter: true },
  mcp: { name: "mcp", windows: [{ limit: 300, seconds: 60 }], sendRetryAfter: true },
  // The authorization server's unauthenticated writes, per client network: dynamic client registration
  // (each one a stored client) and the token endpoint (code, refresh and DPoP-nonce round trips).
  oauthRegister: {
    name: "oauth-register",
    windows: [
      { limit: 20, seconds: 60 },
      { limit: 200, seconds: 3600 },
    ],
    sendRetryAfter: true,
  },
  oauthToken: {
    name: "oauth-token",
    windows: [
      { limit: 60, seconds: 60 },
      { limit: 1000, seconds: 3600 },
    ],
    sendRetryAfter: true,
  },
  // Subscription mails per (company, address): stops anyone using subscribe to flood a mailbox.
  subscribeMail: { name: "subscribe-mail", windows: [{ limit: 3, seconds: 3600 }], sendRetryAfter: false },
  // Connecting or disconnecting a source (each connection makes the service read a third party for the company).
  connectors: {
    name: "connectors",
    windows: [
      { limit: 120, seconds: 60 },
      { limit: 1000, seconds: 3600 },
    ],
    sendRetryAfter: true,
  },
} as const satisfies Record<string, LimitPolicy>;

/** A policy's name as a contract's `rateLimit` names it. */
export type PolicyName = keyof typeof POLICIES | "euAiAct";

/**
 * The policy of this name; the EU AI Act API's two windows per workspace come from the environment
 * (EU_RATE_PER_MINUTE, EU_RATE_PER_HOUR), and so does the profile read's minute (PROFILE_RATE_PER_MINUTE).
 */
export function limitPolicy(name: PolicyName): LimitPolicy {
  const e = env();
  if (name === "profile" && e.PROFILE_RATE_PER_MINUTE !== POLICIES.profile.windows[0].limit) {
    return { ...POLICIES.profile, windows: [{ limit: e.PROFILE_RATE_PER_MINUTE, seconds: 60 }, POLICIES.profile.windows[1]] };
  }
  if (name !== "euAiAct") return POLICIES[name];
  return {
    name: "eu-ai-act",
    windows: [
      { limit: e.EU_RATE_PER_MINUTE, seconds: 60 },
      { limit: e.EU_RATE_PER_HOUR, seconds: 3600 },
    ],
    sendRetryAfter: true,
  };
}
