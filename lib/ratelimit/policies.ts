// Rate-limit policies as data (Part 8). Fixed windows, all checked together per request.

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
  profile: { name: "profile", windows: [{ limit: 600, seconds: 60 }, { limit: 20_000, seconds: 3600 }], sendRetryAfter: true },
  history: { name: "history", windows: [{ limit: 120, seconds: 60 }, { limit: 3000, seconds: 3600 }], sendRetryAfter: true },
  compare: { name: "compare", windows: [{ limit: 20, seconds: 60 }, { limit: 200, seconds: 3600 }], sendRetryAfter: false },
  // Password guessing: per client network and address, so one attacker cannot lock out an account elsewhere.
  signIn: { name: "sign-in", windows: [{ limit: 10, seconds: 60 }, { limit: 100, seconds: 3600 }], sendRetryAfter: true },
  mcp: { name: "mcp", windows: [{ limit: 300, seconds: 60 }], sendRetryAfter: true },
  // Subscription mails per (company, address): stops anyone using subscribe to flood a mailbox.
  subscribeMail: { name: "subscribe-mail", windows: [{ limit: 3, seconds: 3600 }], sendRetryAfter: false },
} as const satisfies Record<string, LimitPolicy>;
