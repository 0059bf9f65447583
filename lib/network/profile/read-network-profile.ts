// The canonical company read: one published Network record with its witnessed summary, for one
// contract. Each store read names what it reads, so a failure becomes the right 503 (never found: false).
import type { Db } from "@/lib/db/client";
import type { ContractVersion, NetworkProfileResponse } from "@/lib/schemas/network-profile";
import { buildProfileRecord, contractFields } from "./build-profile-record";
import { findPublishedCompany } from "./find-published-company";
import type { ProfileLookup } from "./profile-query";
import { readStage } from "./read-stage";

export interface ReadNetworkProfileOptions {
  lookup: ProfileLookup;
  contract: ContractVersion;
  requested: ContractVersion;
}

export async function readNetworkProfile(db: Db, { lookup, contract, requested }: ReadNetworkProfileOptions): Promise<NetworkProfileResponse> {
  const none = { found: false as const, ...contractFields(contract, requested) };
  if (lookup.reservedInvalid) return none;
  const company = await readStage("record_unavailable", () => findPublishedCompany(db, lookup));
  if (!company) return none;
  const where = { companyId: company.id };
  const [facts, readings, latest, version] = await Promise.all([
    readStage("record_unavailable", () =>
      db.fact.findMany({ where, select: { category: true, key: true, label: true, value: true, origin: true } }),
    ),
    readStage("witnessed_record_unavailable", () =>
      db.reading.findMany({ where, orderBy: { takenAt: "asc" }, select: { takenAt: true, checksRun: true, checksPassed: true, standing: true } }),
    ),
    readStage("witnessed_record_unavailable", () =>
      db.reading.findFirst({ where, orderBy: { takenAt: "desc" }, select: { takenAt: true, checks: true, statement: true } }),
    ),
    readStage("profile_read_unavailable", () =>
      db.recordVersion.findFirst({ where, orderBy: { version: "desc" }, select: { version: true, digest: true, recordedAt: true } }),
    ),
  ]);
  return { ...buildProfileRecord({ company, facts, readings, latest, version }, contract), requestedContract: requested };
}
