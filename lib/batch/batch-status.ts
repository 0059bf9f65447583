// Which of the batch statuses a company has. `withheld` is the owner's choice (a private profile, or a
// Network profile the company withdrew): measured, not published, and not a negative signal.
// `not_listed` is everything without a Network record: unknown, unclaimed, or published on the worker
// route only.
import type { BatchCompany } from "@/lib/batch/load-batch-rows";

export type ReadableStatus = "listed" | "withheld" | "not_listed";

export function batchStatus(company: BatchCompany | undefined): ReadableStatus {
  if (!company) return "not_listed";
  if (company.publication === "private") return "withheld";
  if (company.publication === "published" && company.isNetwork) return company.withdrawnAt ? "withheld" : "listed";
  return "not_listed";
}
