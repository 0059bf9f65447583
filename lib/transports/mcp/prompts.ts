// The three prompts: short instructions that steer a model to the tools and to the boundary (read the
// provenance, show contested facts as accounts, never turn a record into a verdict).
import type { GetPromptResult } from "@modelcontextprotocol/sdk/types.js";

export interface McpPrompt {
  name: string;
  title: string;
  description: string;
  arguments: { name: string; description: string; required: boolean }[];
  text: (args: Record<string, string>) => string;
}

const BOUNDARY_REMINDER =
  "The service witnesses and dates facts only: do not turn its record into a " +
  "score, rating, ranking or certification, and say which origin gave each fact.";

export const PROMPTS: readonly McpPrompt[] = [
  {
    name: "vendor_trust_check",
    title: "Check a vendor's record",
    description: "Read one company's profile and its AI and data-use declarations, and report them with their provenance.",
    arguments: [{ name: "company", description: "Profile slug or domain of the company.", required: true }],
    text: ({ company }) =>
      `Check the vendor ${company}. Call svc_public_trust_profile with company "${company}", then svc_ai_data_use_disclosures. ` +
      "Report: whether a profile is published (status), when it was last witnessed, each section's facts with who said them, " +
      "every contested fact as its separate accounts, and the company's own AI and data-use declarations labelled as declarations. " +
      `If status is unavailable, say the read failed and that this says nothing about the company. ${BOUNDARY_REMINDER}`,
  },
  {
    name: "verify_trust_token",
    title: "Verify a witness statement",
    description:
      "Check a company's latest witness statement: its Trust Ledger Token " +
      "with svc_verify, and its signature offline against the published keys.",
    arguments: [{ name: "company", description: "Profile slug or domain whose latest witness statement to check.", required: true }],
    text: ({ company }) =>
      `Verify the latest witness statement of ${company}. Call svc_public_trust_profile with company "${company}"; ` +
      `when record.witnessLog.token is present, call svc_verify with it and report the status and outcome. ` +
      "To check it without trusting the service, read svc://verify-a-vendor and verify record.witnessStatement " +
      "(payload, signature, key_id) offline with the public key whose kid equals key_id. " +
      "Report what the payload says was found and when. A valid signature " +
      "shows only what one reading found; it is not a verdict on the company.",
  },
  {
    name: "before_you_trust",
    title: "Before you trust a vendor",
    description: "A checklist: what the record shows, what it does not establish, and what to ask the vendor directly.",
    arguments: [
      { name: "company", description: "Profile slug or domain of the company.", required: true },
      { name: "use_case", description: "What you plan to use the vendor for (optional).", required: false },
    ],
    text: ({ company, use_case }) =>
      `Before relying on ${company}${use_case ? ` for ${use_case}` : ""}: read ` +
      `svc://methodology and call svc_public_trust_profile with company "${company}". ` +
      "List what was witnessed (and when), what the company only declared, which facts are " +
      "contested, and what the record does not establish (see the record's assuranceBoundary). " +
      `End with questions to ask the vendor directly about anything the record does not cover. ${BOUNDARY_REMINDER}`,
  },
];

export function getPrompt(name: string, args: Record<string, string>): GetPromptResult | null {
  const p = PROMPTS.find((x) => x.name === name);
  if (!p) return null;
  return { description: p.description, messages: [{ role: "user", content: { type: "text", text: p.text(args) } }] };
}

export function missingPromptArguments(name: string, args: Record<string, string>): string[] {
  const p = PROMPTS.find((x) => x.name === name);
  return p ? p.arguments.filter((a) => a.required && !(args[a.name] ?? "").trim()).map((a) => a.name) : [];
}
