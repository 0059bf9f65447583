// Rows as the public lists show them: dates as ISO 8601 strings, standing as its label.
import type { ListedCompany } from "@/lib/directory/list-page";
import type { RowStanding } from "@/lib/directory/standing";

type Row = ListedCompany & { standing: RowStanding };

export function directoryRow(row: Row) {
  return { slug: row.slug, name: row.name, standing: row.standing.label, last_scan: row.standing.lastScan?.toISOString() ?? null };
}

export function networkSearchRow(row: Row) {
  return {
    slug: row.slug,
    name: row.name,
    domain: row.domain,
    tagline: row.tagline,
    standing: row.standing.label,
    last_scan: row.standing.lastScan?.toISOString() ?? null,
    last_witnessed_at: row.lastWitnessedAt?.toISOString() ?? null,
    industries: row.industries,
    hq_country: row.hqCountry,
    data_residency: row.dataResidency,
    deployment_models: row.deploymentModels,
    product_names: row.productNames,
    profile_updated_at: row.profileUpdatedAt.toISOString(),
  };
}
