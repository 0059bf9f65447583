// /network/company/<slug> – one company's published profile. An unpublished or unknown company is the
// 404 of not-found.tsx; a failed read says so and says nothing about the company.
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { NothingNotice } from "@/lib/pages/components/nothing-notice";
import { ProfileBody } from "@/lib/pages/components/profile-page";
import { profilePath, publicUrls } from "@/lib/pages/urls";
import { readProfileView } from "@/lib/pages/views/profile-view";

type Params = { params: Promise<{ slug: string }> };

// One read per request, shared by the page and its metadata.
const profileView = cache((slug: string) => readProfileView(getDb, slug));

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const view = await profileView((await params).slug);
  if (view.kind !== "published") return { title: view.kind === "read-failed" ? "The read failed" : "No profile is published" };
  return {
    title: view.record.name,
    description: view.record.tagline ?? undefined,
    alternates: { canonical: view.record.canonicalUrl, types: { "text/markdown": `${profilePath(view.record.slug)}.md` } },
  };
}

export default async function CompanyProfile({ params }: Params) {
  const asked = (await params).slug;
  const view = await profileView(asked);
  if (view.kind === "not-published") notFound();
  if (view.kind === "read-failed") {
    return (
      <>
        <h1>Company profile</h1>
        <NothingNotice kind="read-failed" reason={view.problem.code} retryAfterSeconds={view.problem.retryAfterSeconds} />
        <p>
          <a href={profilePath(asked)}>Try this page again</a> · <a href="/network">Directory</a>
        </p>
      </>
    );
  }
  // A domain or a differently written slug reaches the record; its page lives at one address.
  if (view.record.slug !== asked) permanentRedirect(profilePath(view.record.slug));
  return <ProfileBody view={view} urls={publicUrls()} />;
}
