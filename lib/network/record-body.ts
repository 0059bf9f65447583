// The body a record version stores: the company's published text and its sourced facts, nothing
// read hourly (a reading must not mint a version every hour). Its RFC 8785 form is what the
// version's digest covers, so two builds of the same record always digest the same.
import type { Company, Fact } from "@/lib/platform/db/generated/client";

// The origin vocabulary in its fixed order; accounts and sorted facts follow it (not a ranking).
import { FACT_ORIGINS, type PublicFactOrigin } from "@/lib/vocabulary/fact-origins";

export { FACT_ORIGINS, type PublicFactOrigin };

/** Prisma spells enum members with underscores; the published vocabulary uses hyphens. */
export function publicFactOrigin(origin: Fact["origin"] | PublicFactOrigin): PublicFactOrigin {
  return origin.replace("_", "-") as PublicFactOrigin;
}

export type RecordCompany = Pick<
  Company,
  "slug" | "name" | "domain" | "tagline" | "industries" | "hqCountry" | "dataResidency" | "deploymentModels" | "productNames"
>;
export type RecordFact = Pick<Fact, "category" | "key" | "label" | "value" | "origin"> & { source?: string | null };

export interface RecordBodyFact {
  category: string;
  key: string;
  label: string;
  value: string;
  origin: PublicFactOrigin;
  /** Where a public-source account was read; present only when the record names it. */
  source?: string;
}

export interface RecordBody {
  slug: string;
  name: string;
  domain: string | null;
  tagline: string | null;
  industries: string[];
  hqCountry: string | null;
  dataResidency: string[];
  deploymentModels: string[];
  productNames: string[];
  facts: RecordBodyFact[];
}

// Code-unit comparison, not localeCompare: the order must not depend on the machine's locale.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function buildRecordBody(company: RecordCompany, facts: readonly RecordFact[]): RecordBody {
  const published = facts
    // A blank fact is not published, so it is not part of the published record either.
    .filter((f) => f.value.trim() !== "")
    .map((f) => ({
      category: f.category,
      key: f.key,
      label: f.label,
      value: f.value,
      origin: publicFactOrigin(f.origin),
      ...(f.source ? { source: f.source } : {}),
    }))
    .sort(
      (a, b) =>
        compareText(a.category, b.category) || compareText(a.key, b.key) || FACT_ORIGINS.indexOf(a.origin) - FACT_ORIGINS.indexOf(b.origin),
    );
  return {
    slug: company.slug,
    name: company.name,
    domain: company.domain,
    tagline: company.tagline,
    industries: [...company.industries],
    hqCountry: company.hqCountry,
    dataResidency: [...company.dataResidency],
    deploymentModels: [...company.deploymentModels],
    productNames: [...company.productNames],
    facts: published,
  };
}
