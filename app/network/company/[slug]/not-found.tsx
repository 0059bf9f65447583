// The 404 of a company profile: no published profile at this address. Not a finding about the company.
import type { Metadata } from "next";
import { NothingNotice } from "@/lib/pages/components/nothing-notice";

export const metadata: Metadata = { title: "No profile is published" };

export default function ProfileNotFound() {
  return (
    <>
      <h1>Company profile</h1>
      <NothingNotice kind="not-published" />
      <form className="search" action="/network" method="get" role="search">
        <label htmlFor="q">Search the directory by name or domain</label>
        <div className="search-row">
          <input id="q" name="q" type="search" autoComplete="off" />
          <button type="submit">Search</button>
        </div>
      </form>
    </>
  );
}
