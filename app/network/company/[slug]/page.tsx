// /network/company/<slug> – one company's published profile, or which kind of nothing applies.
//
// No published profile and a failed read are rendered here, not with notFound(): Next 16 does not
// server-render a not-found boundary reached from a dynamic page (its body arrives only through client
// script; vercel/next.js#62228), and this page must read completely with JavaScript off. So the page
// renders its own notice, with `noindex`, and records its status (404, or 503 when the read failed) for
// our server to send; the Markdown twin and llms.txt of the same address answer 404 and 503 too.
import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/lib/platform/db/client";
import { NothingNotice } from "@/lib/transports/pages/components/nothing-notice";
import { setPageStatus } from "@/lib/transports/pages/page-status";
import { ProfileBody } from "@/lib/transports/pages/components/profile-page";
import { profilePath, publicUrls } from "@/lib/site/urls";
import { readProfileView } from "@/lib/transports/pages/views/profile-view";

type Params = { params: Promise<{ slug: string }> };

// One read per request, shared by the page and its metadata.
const profileView = cache((slug: string) => readProfileView(getDb, slug));

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const view = await profileView((await params).slug);
  if (view.kind !== "published") {
    return { title: view.kind === "read-failed" ? "The read failed" : "No profile is published", robots: { index: false } };
  }
  return {
    title: view.record.name,
    description: view.record.tagline ?? undefined,
    alternates: { canonical: view.record.canonicalUrl, types: { "text/markdown": `${profilePath(view.record.slug)}.md` } },
  };
}

export default async function CompanyProfile({ params }: Params) {
  const asked = (await params).slug;
  const view = await profileView(asked);
  if (view.kind === "published") {
    // A domain or a differently written slug reaches the record; its page lives at one address.
    if (view.record.slug !== asked) permanentRedirect(profilePath(view.record.slug));
    return <ProfileBody view={view} urls={publicUrls()} />;
  }
  setPageStatus(view.kind === "read-failed" ? 503 : 404);
  return (
    <>
      <h1>Company profile</h1>
      {view.kind === "read-failed" ? (
        <>
          <NothingNotice kind="read-failed" reason={view.problem.code} retryAfterSeconds={view.problem.retryAfterSeconds} />
          <p>
            <a href={profilePath(asked)}>Try this page again</a> · <a href="/network">Directory</a>
          </p>
        </>
      ) : (
        <>
          <NothingNotice kind="not-published" />
          <p>
            Is this your company? <a href={`/claim/${encodeURIComponent(asked)}`}>Claim it</a>: prove control of its domain, then
            publish its record or keep it private.
          </p>
          <form className="search" action="/network" method="get" role="search">
            <label htmlFor="q">Search the directory by name or domain</label>
            <div className="search-row">
              <input id="q" name="q" type="search" autoComplete="off" />
              <button type="submit">Search</button>
            </div>
          </form>
        </>
      )}
    </>
  );
}
