// Why a company has no published Network record, for an agent: withheld by its owner, unclaimed, or
// not listed at all. The canonical read answers all three with `found: false`; an agent answer keeps
// them apart (as the worker route's 404 bodies of spec 2.3 do) so "private" never reads as "unknown".
import type { Db } from "@/lib/platform/db/client";
import type { ProfileLookup } from "@/lib/network/profile/profile-query";
import { publicationOf } from "@/lib/network/publication-state";
import { resolveCompany } from "@/lib/network/resolve-company";
import type { AgentProvenance, AgentStatus } from "@/lib/vocabulary/agent-status";

export interface Absence {
  status: Extract<AgentStatus, "not_listed" | "withheld" | "unclaimed">;
  provenance: Extract<AgentProvenance, "withheld_by_owner" | "honest_absence">;
  name: string | null;
  summary: string;
}

export async function explainAbsence(db: Db, lookup: ProfileLookup, asked: string): Promise<Absence> {
  const company = lookup.reservedInvalid ? null : ((await resolveCompany(db, lookup.slug)) ?? (await resolveCompany(db, lookup.domain)));
  const outcome = publicationOf(company);
  if (company && outcome.state === "private") {
    return {
      status: "withheld",
      provenance: "withheld_by_owner",
      name: company.name,
      summary:
        `${company.name} is measured, and its owner has chosen not to publish its profile. ` +
        `Privacy is a valid choice and not a negative signal; it says nothing about the company.`,
    };
  }
  if (company && outcome.state === "unclaimed") {
    return {
      status: "unclaimed",
      provenance: "honest_absence",
      name: company.name,
      summary:
        `Nobody has claimed ${company.name}'s profile, so nothing about it has been ` +
        `measured or published. The absence of a profile says nothing about the company.`,
    };
  }
  if (company && outcome.state === "published") {
    return {
      status: "not_listed",
      provenance: "honest_absence",
      name: company.name,
      summary:
        `${company.name} has no profile on the Network; it publishes only the older worker-route profile (GET ` +
        `/public/trust/${company.slug} on the API host). The absence of a Network profile says nothing about the company.`,
    };
  }
  return {
    status: "not_listed",
    provenance: "honest_absence",
    name: null,
    summary:
      `The Network holds no profile under "${asked}". This is not a finding about the company: it may never ` +
      `have been listed, or the name may be spelled differently. Search the directory by name or domain.`,
  };
}
