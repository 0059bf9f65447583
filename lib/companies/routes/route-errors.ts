// The claim domain's errors as registry codes, shared by the company routes.
import type { SignedIn } from "@/lib/http/session-route";
import { ApiError } from "@/lib/http/api-error";
import { env } from "@/lib/platform/env";
import { ClaimDomainError } from "@/lib/companies/claim-domain";
import { ClaimNotVerifiedError, DomainClaimedError, VerificationFailedError } from "@/lib/companies/claim-errors";

export function toApiError(err: unknown): unknown {
  if (err instanceof ClaimDomainError)
    return new ApiError("invalid_request", {
      message: `domain: ${err.message}`,
      errors: [{ in: "body", name: "domain", message: err.message }],
    });
  if (err instanceof DomainClaimedError) {
    return new ApiError("domain_claimed", {
      message:
        `${err.message} To dispute it, publish this claim's token anyway (the owner's control is re-checked daily and ` +
        `lapses after 7 days of failures) or write to the operator, who can transfer a claim (${env().BASE_URL}/legal).`,
      extra: { domain: err.domain },
    });
  }
  if (err instanceof VerificationFailedError)
    return new ApiError("verification_failed", { message: err.message, extra: { checks: err.checks, token_renewed: err.tokenRenewed } });
  if (err instanceof ClaimNotVerifiedError)
    return new ApiError("claim_not_verified", { message: err.message, extra: { state: err.state } });
  return err;
}

export async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw toApiError(err);
  }
}

export function notYourCompany(): ApiError {
  return new ApiError("not_found", { message: "No company with this slug belongs to your workspace." });
}

export function assertConfirmed(me: SignedIn): void {
  if (!me.user.emailConfirmedAt)
    throw new ApiError("forbidden", { message: "Adding a company needs a confirmed address: confirm yours from the mail we sent." });
}

const PUBLISHERS = new Set(["owner", "admin"]);
export function assertMayPublish(me: SignedIn): void {
  if (!PUBLISHERS.has(me.workspace.role))
    throw new ApiError("forbidden", { message: `Publishing and withdrawing need the owner or admin role; yours is ${me.workspace.role}.` });
}

/** Where a refused form post of a company's page goes back to, with `?error=` (lib/http/route.ts fills in the slug). */
export const COMPANY_PAGE = "/workspace/companies/{slug}";
