// The record's facts by category, each section with its state and the origins that gave it, and each
// fact with every account: the shape an agent reads a profile in. A contested fact keeps all accounts.
import { categoryLabel, groupByCategory } from "@/lib/site/categories";
import type { NetworkProfileRecord } from "@/lib/schemas/network-profile";
import type { z } from "zod";
import type { ProfileSectionSchema, SectionFactSchema } from "@/lib/schemas/agent-answers";
import { FACT_ORIGINS } from "@/lib/network/record-body";

type Section = z.infer<typeof ProfileSectionSchema>;
type SectionFact = z.infer<typeof SectionFactSchema>;

export function profileSections(record: NetworkProfileRecord): Section[] {
  return groupByCategory(record.facts).map(([category, facts]) => {
    const sectionFacts: SectionFact[] = facts.map((f) => {
      const conflict = record.conflicts.find((c) => c.category === f.category && c.key === f.key);
      const accounts = conflict ? conflict.accounts : f.origins.map((origin) => ({ origin, value: f.value }));
      const state: SectionFact["state"] = f.contested ? "contested" : f.origins.length > 1 ? "agreed" : f.origin;
      return { key: f.key, label: f.label, state, value: f.value, origins: f.origins, accounts };
    });
    const origins = FACT_ORIGINS.filter((o) => facts.some((f) => f.origins.includes(o)));
    return {
      category,
      label: categoryLabel(category),
      state: sectionFacts.some((f) => f.state === "contested") ? "contested" : "stated",
      origins,
      facts: sectionFacts,
    };
  });
}

/** One line per section and fact, every account of a contested fact named with its origin. */
export function sectionsText(sections: readonly Section[]): string {
  return sections
    .map((s) => {
      const lines = s.facts.map((f) =>
        f.state === "contested"
          ? `- ${f.label}: contested, ${f.accounts.length} accounts: ` +
            `${f.accounts.map((a) => `${a.origin} says "${a.value}"`).join("; ")} (no account is preferred)`
          : `- ${f.label}: ${f.value} (${f.origins.join(", ")})`,
      );
      return [`## ${s.label}${s.state === "contested" ? " (contested)" : ""}`, ...lines].join("\n");
    })
    .join("\n\n");
}
