// What the company-claim domain refuses with; the routes map each to a registry code.
import type { ControlCheck } from "@/lib/companies/check-control";

export class DomainClaimedError extends Error {
  readonly code = "domain_claimed";
  constructor(readonly domain: string) {
    super(`${domain} is claimed by another workspace, which has proven control of it.`);
  }
}

export class VerificationFailedError extends Error {
  readonly code = "verification_failed";
  constructor(
    readonly checks: ControlCheck[],
    readonly tokenRenewed: boolean,
  ) {
    // The message alone says what each method looked up and observed: a form post shows only the message.
    const seen = checks.map((c) => `${c.looked_up}: ${c.observed}`).join("; ");
    super(
      tokenRenewed
        ? `The claim's token had expired; a fresh one was issued: place it and verify again (${seen}).`
        : `Neither method found this claim's token on the domain (${seen}).`,
    );
  }
}

export class ClaimNotVerifiedError extends Error {
  readonly code = "claim_not_verified";
  constructor(readonly state: string) {
    super(`The claim is ${state}: prove control of the domain (POST …/verification) before publishing.`);
  }
}
