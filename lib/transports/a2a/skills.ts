// What each A2A skill does. company_record is the public read of one company's canonical Network record
// (like the MCP profile tool); verify_token re-checks a Trust Ledger Token with the keys the service
// publishes (the statement log's verifier); ask answers from the same fixed knowledge base as the MCP tool
// svc_ask, with its source, or says the question is not in it. A skill is in AVAILABLE_SKILLS (and the
// Agent Card) only when its code exists.
import type { AgentSkill } from "@a2a-js/sdk";
import { askAnswer } from "@/lib/agent-answers/ask-answer";
import { getDb } from "@/lib/platform/db/client";
import { profileLookup } from "@/lib/network/profile/profile-query";
import { readNetworkProfile } from "@/lib/network/profile/read-network-profile";
import { verifyWithPublishedKeys } from "@/lib/statement-log/verify-with-published-keys";
import type { A2aSkill } from "@/lib/vocabulary/a2a-skills";

export interface SkillResult {
  /** One sentence for a human reader. */
  summary: string;
  /** The structured answer (an artifact's data part). */
  data: Record<string, unknown>;
}

export class SkillInputError extends Error {}

interface SkillDefinition {
  card: AgentSkill;
  /** The one string argument the skill needs, its longest accepted length, and how to run it. */
  argument: string;
  maxLength: number;
  run(argument: string): Promise<SkillResult>;
}

const companyRecord: SkillDefinition = {
  argument: "company",
  maxLength: 500,
  card: {
    id: "company_record",
    name: "Company record",
    description:
      "Reads one company's canonical public Network record (each section with who said it and when it was witnessed) by domain " +
      'or profile slug. Public information only; read-only. Send a data part {"company": "example.com"} or the domain as text.',
    tags: ["read-only", "public", "company-record"],
    examples: ['{"skill":"company_record","company":"example.com"}'],
    inputModes: ["application/json", "text/plain"],
    outputModes: ["application/json", "text/plain"],
    securityRequirements: [],
  },
  async run(company) {
    const record = await readNetworkProfile(await getDb(), { lookup: profileLookup(company), contract: 2, requested: 2 });
    if (!record.found)
      return { summary: `No published Network record for ${company}.`, data: { status: "not_found", company, record: null } };
    return { summary: `The published Network record of ${company}.`, data: { status: "found", company, record } };
  },
};

const verifyToken: SkillDefinition = {
  argument: "token",
  maxLength: 16 * 1024,
  card: {
    id: "verify_token",
    name: "Verify a Trust Ledger Token",
    description:
      "Re-checks a Trust Ledger Token offline-style: the witness statement's signature with the published witness keys, and " +
      "its inclusion in the public statement log with the log key. Answers the outcome (valid, invalid_signature, unknown_key, " +
      'revoked_key, not_included, superseded, malformed) and why. Send a data part {"token": "..."} or the token as text.',
    tags: ["read-only", "verification", "statement-log"],
    examples: ['{"skill":"verify_token","token":"<Trust Ledger Token>"}'],
    inputModes: ["application/json", "text/plain"],
    outputModes: ["application/json", "text/plain"],
    securityRequirements: [],
  },
  async run(token) {
    const verdict = await verifyWithPublishedKeys(await getDb(), token);
    return { summary: `Outcome: ${verdict.outcome}. ${verdict.detail}`, data: { ...verdict } };
  },
};

const ask: SkillDefinition = {
  argument: "question",
  maxLength: 2_000,
  card: {
    id: "ask",
    name: "Ask about the service",
    description:
      "Answers a question about the service (methodology, provenance labels, how to verify a vendor, what " +
      "a call sends) from a fixed knowledge base, quoting its source, or says the question is not in the " +
      'knowledge base. Never invents an answer. Send a data part {"question": "..."} or the question as text.',
    tags: ["read-only", "knowledge-base"],
    examples: ['{"skill":"ask","question":"Does the service score companies?"}'],
    inputModes: ["application/json", "text/plain"],
    outputModes: ["application/json", "text/plain"],
    securityRequirements: [],
  },
  async run(question) {
    const answer = askAnswer(question);
    return { summary: answer.summary, data: { ...answer } };
  },
};

export const AVAILABLE_SKILLS: Record<A2aSkill, SkillDefinition> = { company_record: companyRecord, verify_token: verifyToken, ask };

export function skillDefinition(name: string): SkillDefinition | null {
  return (AVAILABLE_SKILLS as Record<string, SkillDefinition | undefined>)[name] ?? null;
}

export function skillNames(): string[] {
  return Object.keys(AVAILABLE_SKILLS);
}

export function checkArgument(skill: SkillDefinition, value: unknown): string {
  if (typeof value !== "string" || value.trim() === "")
    throw new SkillInputError(`Skill ${skill.card.id} needs \`${skill.argument}\`: a non-empty string.`);
  if (value.length > skill.maxLength) throw new SkillInputError(`\`${skill.argument}\` is longer than ${skill.maxLength} characters.`);
  return value.trim();
}
