// Finds the vendor's host in a tool call from the one argument the policy types as naming it (a URL,
// a domain or an e-mail address). Free text is never searched: a host mentioned in a message body is
// not a counterparty. Anything that does not read cleanly gives null (`unknown_counterparty`).
import { z } from "zod";
import { normaliseDomain } from "@/lib/transports/cli/domain-input";
import type { GuardPolicy } from "@/lib/transports/cli/guard/policy";

type Counterparty = GuardPolicy["tools"][string]["counterparty"];

function valueAt(args: unknown, dotted: string): unknown {
  let node: unknown = args;
  for (const part of dotted.split(".")) {
    if (typeof node !== "object" || node === null || Array.isArray(node) || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function findCounterparty(args: unknown, spec: Counterparty): string | null {
  const value = valueAt(args, spec.argument);
  if (typeof value !== "string" || value.length > 2048) return null;
  try {
    switch (spec.type) {
      case "url": {
        if (!/^https?:\/\//i.test(value)) return null;
        return normaliseDomain(value);
      }
      case "domain":
        if (/[/:@?#\s]/.test(value)) return null;
        return normaliseDomain(value);
      case "email": {
        if (!z.email().safeParse(value).success) return null;
        return normaliseDomain(value.slice(value.lastIndexOf("@") + 1));
      }
    }
  } catch {
    return null;
  }
}
