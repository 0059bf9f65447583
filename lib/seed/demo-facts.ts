// Generic sourced facts for a demo company, drawn from the catalogue's templates. A company that was
// never read carries no witnessed fact; an unclaimed one carries only what public sources say.
import { COUNTRIES, FACT_TEMPLATES, TLS_VALUES, type CatalogCompany } from "@/lib/seed/demo-catalog";
import { domainOf, type FactSeed } from "@/lib/seed/demo-writers";
import type { Rng } from "@/lib/seed/prng";

export interface GenericFactOptions {
  witnessed: boolean;
  /** Add a public-source account that disagrees with one company-declared fact. */
  contested?: boolean;
  outsideInOnly?: boolean;
}

export function headquartersOf(entry: Pick<CatalogCompany, "hqCountry">): string {
  const country = COUNTRIES[entry.hqCountry];
  return `${country.city}, ${country.jurisdiction.split(", ").at(-1)}`;
}

export function genericFacts(entry: CatalogCompany, rand: Rng, opts: GenericFactOptions): FactSeed[] {
  const fill = (v: string) => v.replaceAll("{d}", domainOf(entry));
  const facts: FactSeed[] = [];
  if (!opts.outsideInOnly) {
    facts.push(
      { category: "company", key: "founded", label: "Founded", value: String(rand.int(2009, 2022)), origin: "company_declared" },
      { category: "company", key: "headquarters", label: "Headquarters", value: headquartersOf(entry), origin: "company_declared" },
      {
        category: "infrastructure",
        key: "data-residency",
        label: "Data residency",
        value: entry.dataResidency.join(", "),
        origin: "company_declared",
      },
    );
  }
  if (opts.witnessed) {
    facts.push({ category: "security", key: "tls", label: "TLS", value: rand.pick(TLS_VALUES), origin: "witnessed" });
  }
  const pool = FACT_TEMPLATES.filter(
    (t) => (opts.witnessed || t.origin !== "witnessed") && (!opts.outsideInOnly || t.origin === "public_source"),
  );
  const chosen = rand.sample(pool, opts.outsideInOnly ? 2 : rand.int(3, 6));
  for (const t of chosen)
    facts.push({
      category: t.category,
      key: t.key,
      label: t.label,
      value: fill(rand.pick(t.values)),
      origin: t.origin,
      ...(t.source ? { source: fill(t.source) } : {}),
    });
  if (opts.contested) {
    const declared =
      chosen.find((t) => t.origin === "company_declared" && t.values.length > 1) ?? FACT_TEMPLATES.find((t) => t.key === "data-retention")!;
    const ownValue = facts.find((f) => f.category === declared.category && f.key === declared.key)?.value;
    if (ownValue === undefined) {
      facts.push({
        category: declared.category,
        key: declared.key,
        label: declared.label,
        value: fill(declared.values[0]),
        origin: "company_declared",
      });
    }
    const declaredValue = ownValue ?? fill(declared.values[0]);
    const other = declared.values.map(fill).find((v) => v !== declaredValue)!;
    facts.push({
      category: declared.category,
      key: declared.key,
      label: declared.label,
      value: other,
      origin: "public_source",
      source: fill("https://{d}/terms"),
    });
  }
  return facts;
}
