// The canonical company read: one published Network record with its witnessed summary, for one
// contract. Each store read names what it reads, so a failure becomes the right 503 (never found: false).
import type { Db } from "@/lib/platform/db/client";
import type { ContractVersion, NetworkProfileResponse } from "@/lib/schemas/network-profile";
import { CONTINUITY_SELECT, summaryFromColumns } from "@/lib/witness-record/continuity-update";
import { buildProfileRecord, contractFields } from "@/lib/network/profile/build-profile-record";
import { findPublishedCompany } from "@/lib/network/profile/find-published-company";
import type { ProfileLookup } from "@/lib/network/profile/profile-query";
import { readStage } from "@/lib/network/profile/read-stage";
import { statementLogView } from "@/lib/statement-log/statement-token";
import { claimVerified } from "@/lib/network/claim-verified";

export interface ReadNetworkProfileOptions {
  lookup: ProfileLookup;
  contract: ContractVersion;
  requested: ContractVersion;
}

export async function readNetworkProfile(
  db: Db,
  { lookup, contract, requested }: ReadNetworkProfileOptions,
): Promise<NetworkProfileResponse> {
  const none = { found: false as const, ...contractFields(contract, requested) };
  if (lookup.reservedInvalid) return none;
  const company = await readStage("record_unavailable", () => findPublishedCompany(db, lookup));
  if (!company) return none;
  const where = { companyId: company.id };
  const [facts, witness, version, verified] = await Promise.all([
    readStage("record_unavailable", () =>
      db.fact.findMany({ where, select: { category: true, key: true, label: true, value: true, origin: true } }),
    ),
    // The summary the reading engine keeps on Company: no query over readings, however many there are.
    readStage("witnessed_record_unavailable", async () => {
      const row = await db.company.findUniqueOrThrow({
        where: { id: company.id },
        select: { ...CONTINUITY_SELECT, lastStatement: true, lastEvidence: true, lastReadingId: true },
      });
      const { lastStatement, lastEvidence, lastReadingId, ...columns } = row;
      return { summary: summaryFromColumns(columns), lastStatement, lastEvidence, lastReadingId };
    }),
    readStage("profile_read_unavailable", () =>
      db.recordVersion.findFirst({ where, orderBy: { version: "desc" }, select: { version: true, digest: true, recordedAt: true } }),
    ),
    readStage("record_unavailable", () => claimVerified(db, company)),
  ]);
  const witnessLog =
    witness.lastStatement && witness.lastReadingId
      ? (
          await readStage("witnessed_record_unavailable", () =>
            statementLogView(db, { id: witness.lastReadingId!, statement: witness.lastStatement }),
          )
        )?.log
      : null;
  return {
    ...buildProfileRecord({ company, facts, witness, version, witnessLog, claimVerified: verified }, contract),
    requestedContract: requested,
  };
}
