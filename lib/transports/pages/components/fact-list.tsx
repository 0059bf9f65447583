// The published facts, grouped by category, each with every origin that gave an account, in words. A
// contested fact shows the one account the record carries in `value` and points to every account side
// by side; a fact several origins gave alike says so.
import type { NetworkProfileRecord } from "@/lib/schemas/network-profile";
import { categoryLabel, conflictAnchor, groupByCategory } from "@/lib/site/categories";
import { OriginLabel } from "@/lib/transports/pages/components/origin-label";

/** One fact as the network profile record carries it (spec 2.7 `Fact`). */
export type FactItem = NetworkProfileRecord["facts"][number];

export interface FactListProps {
  facts: readonly FactItem[];
}

export function FactList({ facts }: FactListProps) {
  const published = facts.filter((f) => f.value.trim() !== "");
  if (published.length === 0) {
    return <p className="quiet">The company has published no facts yet. That is not a finding about it.</p>;
  }
  return (
    <div className="fact-groups">
      {groupByCategory(published).map(([category, items]) => (
        <table className="facts" key={category}>
          <caption>{categoryLabel(category)}</caption>
          <thead>
            <tr>
              <th scope="col">Fact</th>
              <th scope="col">What was given</th>
              <th scope="col">Origin</th>
            </tr>
          </thead>
          <tbody>
            {items.map((f) => (
              <tr key={`${f.key}:${f.origin}`}>
                <th scope="row">{f.label}</th>
                <td>
                  {f.value}
                  {f.contested ? (
                    <>
                      {" "}
                      <a className="contested-link" href={`#${conflictAnchor(f.category, f.key)}`}>
                        Sources disagree: see every account
                      </a>
                    </>
                  ) : null}
                </td>
                <td>
                  {f.origins.map((o) => (
                    <OriginLabel key={o} origin={o} />
                  ))}
                  {!f.contested && f.origins.length > 1 ? <span className="state">Same account from each</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
