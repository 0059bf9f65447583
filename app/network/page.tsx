// /network – the directory: search by text and industry, a page at a time, each row linking to its profile.
import type { Metadata } from "next";
import { getDb } from "@/lib/platform/db/client";
import { DirectoryResults, DirectorySearchForm } from "@/lib/transports/pages/components/directory-list";
import { PageProblemNotice } from "@/lib/transports/pages/components/page-problem-notice";
import { toSearchParams, type PageSearchParams } from "@/lib/transports/pages/search-params";
import { directoryHref, directoryQuery, readDirectoryView } from "@/lib/transports/pages/views/directory-view";

export const metadata: Metadata = { title: "Directory" };

export default async function Directory({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const view = await readDirectoryView(getDb, directoryQuery(toSearchParams(await searchParams)));
  return (
    <>
      <h1>Directory</h1>
      <p className="lead">
        Every company with a published profile on the Network. Search by name, domain or industry; open a company to see what it
        declared and what the service witnessed, and when.
      </p>
      <DirectorySearchForm view={view} />
      {view.problem ? (
        <PageProblemNotice
          problem={view.problem}
          startOver={
            view.problem.parameter === "cursor" ? directoryHref({ q: view.query.q, industry: view.query.industry }) : "/network"
          }
        />
      ) : (
        <DirectoryResults view={view} />
      )}
    </>
  );
}
