// /legal – the published legal documents, each with its effective date.
import type { Metadata } from "next";
import { formatUtcDay } from "@/lib/site/format";
import { legalIndex, legalPath } from "@/lib/transports/pages/views/legal-view";

export const metadata: Metadata = { title: "Legal documents" };

export default function LegalIndex() {
  return (
    <>
      <h1>Legal documents</h1>
      <p className="lead">The terms, notices and policies of the Public Trust Network, each with the date it took effect.</p>
      <ul className="legal-index">
        {legalIndex().map((d) => (
          <li key={d.slug}>
            <a href={legalPath(d.slug)}>{d.title}</a>{" "}
            <span className="quiet">
              effective <time dateTime={d.effective}>{formatUtcDay(d.effective)}</time>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
