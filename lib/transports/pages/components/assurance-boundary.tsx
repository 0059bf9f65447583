// What the record is and, item by item, what it does not establish (the record's `assuranceBoundary`).
import type { NetworkProfileRecord } from "@/lib/schemas/network-profile";
import { BOUNDARY } from "@/lib/site/site-texts";

/** The record's `assuranceBoundary` (spec 2.7). */
export type AssuranceBoundaryProps = NetworkProfileRecord["assuranceBoundary"];

export function AssuranceBoundary({ statement, doesNotEstablish, methodology }: AssuranceBoundaryProps) {
  return (
    <div className="boundary">
      <p>{statement}</p>
      <h3>What this record does not establish</h3>
      <ul>
        {doesNotEstablish.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3>What the service never does</h3>
      <ul>
        {BOUNDARY.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        {methodology} <a href="/methodology">Read the methodology</a>.
      </p>
    </div>
  );
}
