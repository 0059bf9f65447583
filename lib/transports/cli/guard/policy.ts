// The written policy `svc guard` applies: which tools act with a vendor, which typed argument names the
// vendor, and what verified evidence each action requires. YAML in, parsed strictly, checked with zod;
// the same schema is published as JSON Schema (`svc schema guard-policy`).
import { parse } from "yaml";
import { z } from "zod";
import { FACT_PATH_PATTERN } from "@/lib/vocabulary/fact-key";

const duration = z
  .string()
  .regex(/^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/, "an ISO 8601 duration in days, hours and minutes, e.g. PT24H or P7D")
  .refine((d) => d !== "P" && d !== "PT", "an empty duration");

export const CounterpartyArgumentSchema = z
  .strictObject({
    argument: z.string().min(1).max(200).describe("Dotted path to the argument that names the vendor, e.g. `payee.url`."),
    type: z
      .enum(["url", "domain", "email"])
      .describe("How the argument names the vendor: only these typed forms are read, never free text."),
  })
  .meta({ id: "GuardCounterpartyArgument" });

export const RequirementSchema = z
  .strictObject({
    claim: z
      .string()
      .regex(new RegExp(`^(?:witnessed|${FACT_PATH_PATTERN.source.slice(1, -1)})$`), "`witnessed` or `category/key`")
      .describe(
        "`witnessed`: a verified witness statement whose reading observed the vendor. `category/key`: a fact of the vendor's record.",
      ),
    origin: z.enum(["company-declared", "witnessed", "public-source"]).optional().describe("Only an account from this origin counts."),
    max_age: duration
      .optional()
      .describe(
        "Older evidence counts as stale. The age of `witnessed` and of witnessed " +
          "facts is the signed reading's; of other facts, the record version's.",
      ),
  })
  .meta({ id: "GuardRequirement" });

export const RuleSchema = z
  .strictObject({
    action: z.string().min(1).max(100),
    require: z.array(RequirementSchema).max(50).default([]),
    absolute: z.boolean().default(false).describe("An unmet absolute rule denies instead of holding."),
  })
  .meta({ id: "GuardRule" });

export const GuardPolicySchema = z
  .strictObject({
    version: z.literal(1),
    tools: z
      .record(z.string().min(1).max(200), z.strictObject({ action: z.string().min(1).max(100), counterparty: CounterpartyArgumentSchema }))
      .describe("The tools that act with a vendor, by tool name."),
    rules: z.array(RuleSchema).max(200).default([]),
    unknown_tool: z.enum(["hold", "deny"]).default("hold").describe("Decision for a tool the policy does not name (never allow)."),
  })
  .meta({ id: "GuardPolicy", description: "A written policy for svc guard." });

export type GuardPolicy = z.infer<typeof GuardPolicySchema>;
export type GuardRequirement = z.infer<typeof RequirementSchema>;

export class PolicyError extends Error {}

/** Parses a policy's YAML text strictly (duplicate keys and unknown members are errors). */
export function parsePolicy(text: string): GuardPolicy {
  let raw: unknown;
  try {
    raw = parse(text, { strict: true, uniqueKeys: true, maxAliasCount: 50 });
  } catch (err) {
    throw new PolicyError(`policy is not valid YAML: ${(err as Error).message.split("\n")[0]}`);
  }
  const parsed = GuardPolicySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PolicyError(`policy ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  return parsed.data;
}

/** Milliseconds of a policy duration (days, hours, minutes). */
export function durationMs(d: string): number {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(d);
  if (!m) throw new PolicyError(`not a duration: ${d}`);
  return ((Number(m[1] ?? 0) * 24 + Number(m[2] ?? 0)) * 60 + Number(m[3] ?? 0)) * 60_000;
}
