// Which of the four worker-route states (spec 3) a company is in, and the 404 bodies of spec 2.3.
import { env } from "@/lib/platform/env";
import { Refusal } from "@/lib/platform/refusal";
import type { ResolvedCompany } from "@/lib/network/resolve-company";
import { outsideInPointer } from "@/lib/network/outside-in-pointer";
import type { ClaimVerified } from "@/lib/schemas/claim";

export type PublicationOutcome =
  | { state: "published"; company: ResolvedCompany & { workspaceId: string } }
  | { state: "moved"; company: ResolvedCompany }
  | { state: "private"; company: ResolvedCompany }
  | { state: "unclaimed"; company: ResolvedCompany | null };

/**
 * A Network company has one canonical read (moved). A withdrawn one was taken down by its owner, which
 * reads as private. No company at all reads as unclaimed: nobody has claimed that name, and saying so is
 * the honest absence the spec describes.
 */
export function publicationOf(company: ResolvedCompany | null): PublicationOutcome {
  if (!company || company.publication === "unclaimed" || !company.workspaceId) return { state: "unclaimed", company };
  if (company.publication === "private" || company.withdrawnAt) return { state: "private", company };
  if (company.isNetwork) return { state: "moved", company };
  return { state: "published", company: { ...company, workspaceId: company.workspaceId } };
}

export function canonicalProfileUrl(companySlug: string): string {
  return `${env().BASE_URL}/api/network/profile?q=${encodeURIComponent(companySlug)}`;
}

/** The MovedToCanonical 404, rendered by the error registry like every other error body. */
export function movedError(company: ResolvedCompany, headers?: Record<string, string>): Refusal {
  return new Refusal("moved", {
    message: `${company.name} has one canonical profile on the Network; this older read serves no second copy. Read it at canonicalUrl.`,
    extra: {
      canonicalUrl: canonicalProfileUrl(company.slug),
      pageUrl: `${env().BASE_URL}/network/company/${encodeURIComponent(company.slug)}`,
    },
    headers,
  });
}

/** The `claim` object of spec 2.3: where and how a company claims its record (issue 29). */
export function claimPointer(slug: string, verified?: ClaimVerified | null) {
  return {
    action: "Prove control of the company's domain (a DNS TXT record or an HTTPS file), then publish or keep the record private.",
    claim_url: `${env().BASE_URL}/claim/${encodeURIComponent(slug)}`,
    who_can_claim:
      "Anyone who controls the company's domain: a signed-in member of a " +
      "workspace with a confirmed address. One claim per domain across the Network.",
    what_changes:
      "The company edits its declared facts and chooses to publish or keep its record private; the service " +
      "keeps witnessing its public surface either way and signs a statement of who proved control, when and how.",
    ...(verified ? { verified } : {}),
  };
}

/** The 404 body; a private company's `claim` carries `verified` when its owner's control was witnessed (claim-verified.ts). */
export function unpublishedBody(
  outcome: Extract<PublicationOutcome, { state: "unclaimed" | "private" }>,
  requestedSlug: string,
  verified?: ClaimVerified | null,
) {
  const slug = outcome.company?.slug ?? requestedSlug;
  if (outcome.state === "private") {
    return {
      slug,
      status: "private" as const,
      measured: true,
      provenance: "withheld_by_owner" as const,
      message:
        "This company is measured, and its owner has chosen not to publish its profile. " +
        "Privacy is a valid choice and not a negative signal; it says nothing about the company.",
      claim: claimPointer(slug, verified),
    };
  }
  const domain = outcome.company?.domain ?? (requestedSlug.includes(".") ? requestedSlug : null);
  return {
    slug,
    status: "unclaimed" as const,
    measured: false,
    provenance: "honest_absence" as const,
    message:
      "No one has claimed this profile, so nothing about it has been measured " +
      "or published. The absence of a profile says nothing about the company.",
    claim: claimPointer(slug),
    // The outside-in pointer names only what answers today (lib/network/outside-in-pointer.ts).
    also_available: { outside_in: outsideInPointer(domain) },
  };
}
