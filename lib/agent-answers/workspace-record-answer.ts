// svc_my_company_record: the caller's own workspace record, for the workspace an OAuth access token acts
// for. The workspace comes from the verified token only (never an argument), and the query is scoped to it.
import type { Db } from "@/lib/platform/db/client";
import { publicUrls, profilePath } from "@/lib/site/urls";
import type { WorkspaceRecordAnswer } from "@/lib/schemas/agent-answers";

export async function readWorkspaceRecordAnswer(db: Db, workspaceId: string): Promise<WorkspaceRecordAnswer> {
  const workspace = await db.workspace.findUnique({
    where: { id: workspaceId },
    select: {
      slug: true,
      name: true,
      companies: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, slug: true, name: true, domain: true, publication: true, listed: true, isNetwork: true, withdrawnAt: true },
      },
    },
  });
  if (!workspace) {
    return {
      status: "not_listed",
      provenance: "honest_absence",
      subject: null,
      summary: "The workspace this token acts for no longer exists.",
      workspace: null,
      companies: [],
    };
  }
  const ids = workspace.companies.map((c) => c.id);
  const [facts, readings] = await Promise.all([
    db.fact.groupBy({ by: ["companyId", "origin"], where: { companyId: { in: ids } }, _count: { _all: true } }),
    db.reading.groupBy({ by: ["companyId"], where: { companyId: { in: ids } }, _max: { takenAt: true } }),
  ]);
  const companies = workspace.companies.map((c) => {
    const count = (origin: string) => facts.find((f) => f.companyId === c.id && f.origin === origin)?._count._all ?? 0;
    const last = readings.find((r) => r.companyId === c.id)?._max.takenAt ?? null;
    const published = c.publication === "published" && c.isNetwork && !c.withdrawnAt;
    return {
      slug: c.slug,
      name: c.name,
      domain: c.domain,
      publication: c.publication,
      listed: c.listed,
      facts: { "company-declared": count("company_declared"), witnessed: count("witnessed"), "public-source": count("public_source") },
      lastReadingAt: last?.toISOString() ?? null,
      page: published ? `${publicUrls().base}${profilePath(c.slug)}` : null,
    };
  });
  const summary = companies.length
    ? `Workspace ${workspace.name} (${workspace.slug}) holds ` +
      `${companies.length === 1 ? "one company" : `${companies.length} companies`}: ` +
      `${companies.map((c) => `${c.name} (${c.publication}${c.listed ? ", listed" : ""})`).join("; ")}. ` +
      `This is your own record; what is public is only what you publish.`
    : `Workspace ${workspace.name} (${workspace.slug}) holds no company yet. ` +
      `Claim your company's profile to connect its systems for hourly readings.`;
  return {
    status: companies.length ? "found" : "not_listed",
    provenance: "service",
    subject: workspace.slug,
    summary,
    workspace: { slug: workspace.slug, name: workspace.name },
    companies,
  };
}
