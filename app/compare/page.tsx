// /compare?handles=a,b – two to four companies side by side, section by section, states in words.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { getDb } from "@/lib/platform/db/client";
import { clientIp } from "@/lib/http/client-ip";
import { ComparisonTables, CompareForm } from "@/lib/transports/pages/components/comparison";
import { NothingNotice } from "@/lib/transports/pages/components/nothing-notice";
import { PageProblemNotice } from "@/lib/transports/pages/components/page-problem-notice";
import { toSearchParams, type PageSearchParams } from "@/lib/transports/pages/search-params";
import { compareHandles, MIN_COMPARED, readCompareView } from "@/lib/transports/pages/views/compare-view";

export const metadata: Metadata = { title: "Compare companies" };

export default async function Compare({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const handles = compareHandles(toSearchParams(await searchParams));
  const view = await readCompareView(getDb, handles, clientIp(await headers()));
  const result = view.result;
  return (
    <>
      <h1>Compare companies</h1>
      <p className="lead">
        Two to four companies side by side, section by section: what each declared, what the service witnessed and what public sources
        say. States are described in words; the service never says one company is better or worse.
      </p>
      <CompareForm view={view} />
      {view.problem ? <PageProblemNotice problem={view.problem} startOver="/compare" /> : null}
      {!view.problem && !result && view.handles.length > 0 && view.handles.length < MIN_COMPARED ? (
        <p role="status">Pick at least one more company to compare.</p>
      ) : null}
      {result && result.unavailable.length > 0 ? (
        <NothingNotice kind="not-published" subject={result.unavailable.join(", ")} />
      ) : null}
      {result && result.ignored.length > 0 ? (
        <p role="status">At most four companies are compared; left out: {result.ignored.join(", ")}.</p>
      ) : null}
      {result && result.vendors.length > 0 ? <ComparisonTables view={view} result={result} /> : null}
    </>
  );
}
