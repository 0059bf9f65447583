// svc_ai_data_use_disclosures: what a company itself declares about AI and the use of data, each row
// labelled as its own declaration. Rows come from the published record (so nothing unpublished leaks)
// and from the AI systems the company declared; a fact other origins also speak to keeps their accounts.
import type { Db } from "@/lib/platform/db/client";
import { profileLookup } from "@/lib/network/profile/profile-query";
import { readNetworkProfile } from "@/lib/network/profile/read-network-profile";
import type { DisclosuresAnswer } from "@/lib/schemas/agent-answers";
import type { NetworkProfileRecord } from "@/lib/schemas/network-profile";
import { explainAbsence } from "@/lib/agent-answers/company-standing";
import { linksOf } from "@/lib/agent-answers/profile-answer";

type Row = DisclosuresAnswer["rows"][number];

/** Categories and keys that are about AI or the use of data. */
const DATA_USE_KEYS = new Set(["data-retention", "data-residency"]);
const isDataUse = (f: { category: string; key: string }) => f.category === "ai" || f.category === "privacy" || DATA_USE_KEYS.has(f.key);

function factRows(record: NetworkProfileRecord): Row[] {
  const declaration = `Declared by ${record.name}; published as its own account, not checked by the service.`;
  return record.facts
    .filter((f) => isDataUse(f) && f.origins.includes("company-declared"))
    .map((f) => {
      const accounts =
        record.conflicts.find((c) => c.category === f.category && c.key === f.key)?.accounts ??
        f.origins.map((origin) => ({ origin, value: f.value }));
      const own = accounts.find((a) => a.origin === "company-declared")!;
      return {
        kind: "fact" as const,
        category: f.category,
        key: f.key,
        label: f.label,
        value: own.value,
        origin: "company-declared" as const,
        declaration,
        otherAccounts: accounts.filter((a) => a.origin !== "company-declared"),
      };
    });
}

async function aiSystemRows(db: Db, slug: string, name: string): Promise<Row[]> {
  const systems = await db.aiSystem.findMany({
    where: { company: { slug } },
    select: { name: true, kind: true, riskTier: true, isAgent: true },
    orderBy: [{ name: "asc" }],
  });
  return systems.map((s) => ({
    kind: "ai_system" as const,
    category: "ai-systems",
    key: s.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
    label: s.name,
    value: `${s.kind}${s.isAgent ? " (an agent)" : ""}; EU AI Act risk tier as classified by the company: ${s.riskTier}`,
    origin: "company-declared" as const,
    declaration: `Declared by ${name} in its AI inventory; the service did not classify or check it.`,
    otherAccounts: [],
  }));
}

export async function readDisclosuresAnswer(db: Db, company: string): Promise<DisclosuresAnswer> {
  const lookup = profileLookup(company);
  const read = await readNetworkProfile(db, { lookup, contract: 2, requested: 2 });
  if (!read.found) {
    const absence = await explainAbsence(db, lookup, company);
    return {
      status: absence.status,
      provenance: absence.provenance,
      subject: lookup.domain || lookup.slug,
      summary: absence.summary,
      rows: [],
      links: null,
    };
  }
  const rows = [...factRows(read), ...(await aiSystemRows(db, read.slug, read.name))];
  const contested = rows.filter((r) => r.otherAccounts.some((a) => a.value !== r.value));
  const summary = rows.length
    ? `${read.name} declares ${rows.length} AI and data-use rows (${rows.filter((r) => r.kind === "ai_system").length} ` +
      `AI systems). Each is the company's own declaration, not checked by the service.` +
      (contested.length
        ? ` ${contested.map((r) => r.label).join(", ")}: another source gives a different account, listed beside it; none is preferred.`
        : "")
    : `${read.name} has published no declaration about AI or the use of data. That is an absence of a statement, not a finding.`;
  return { status: "found", provenance: "company-declared", subject: read.slug, summary, rows, links: linksOf(read) };
}
