// Any page that does not exist on the web host. A missing page is not a finding about anyone.
import type { Metadata } from "next";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p className="lead">There is no page at this address.</p>
      <p>
        A missing page is not a finding about any company. To find a company&apos;s profile, search the{" "}
        <a href="/network">directory</a> by name or domain; a company with no published profile is shown as such, in its own words.
      </p>
      <p>
        <a href="/">Home</a> · <a href="/methodology">Methodology</a>
      </p>
    </>
  );
}
