// Facts two sources answered differently: every account side by side, in the fixed order of the origin
// vocabulary, with no winner, no preferred source and no emphasis on either.
import type { NetworkProfileRecord } from "@/lib/schemas/network-profile";
import { ORIGIN_ORDER } from "@/lib/site/origins";
import { categoryLabel, conflictAnchor } from "@/lib/site/categories";
import { OriginLabel } from "@/lib/transports/pages/components/origin-label";

/** One contested fact as the record carries it (spec 2.7 `Conflict`). */
export type ConflictItem = NetworkProfileRecord["conflicts"][number];

export interface ContestedFactsProps {
  conflicts: readonly ConflictItem[];
}

export function ContestedFacts({ conflicts }: ContestedFactsProps) {
  if (conflicts.length === 0) {
    return <p className="quiet">No two sources gave different accounts of any published fact.</p>;
  }
  return (
    <div className="conflicts">
      <p>
        Where sources disagree, every account is shown as given. The service does not decide between them; the order is the fixed
        order of the origin labels, not a ranking.
      </p>
      {conflicts.map((c) => {
        const accounts = [...c.accounts].sort((a, b) => ORIGIN_ORDER.indexOf(a.origin) - ORIGIN_ORDER.indexOf(b.origin));
        return (
          <section
            className="conflict"
            key={`${c.category}/${c.key}`}
            id={conflictAnchor(c.category, c.key)}
            aria-labelledby={`${conflictAnchor(c.category, c.key)}-h`}
          >
            <h3 id={`${conflictAnchor(c.category, c.key)}-h`}>
              {c.label} <span className="quiet">({categoryLabel(c.category)})</span>
            </h3>
            <ul className="accounts" aria-label={`${accounts.length} accounts of ${c.label}`}>
              {accounts.map((a) => (
                <li key={a.origin}>
                  <OriginLabel origin={a.origin} />
                  <p className="account-value">{a.value}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
