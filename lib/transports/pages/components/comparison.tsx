// Companies side by side, section by section: each cell says in words what the record carries for that
// row and who gave it. No colour, no order of merit: columns are in the order asked for, and a cell
// never says better or worse.
import { Fragment } from "react";
import type { CompareCell, CompareResult } from "@/lib/schemas/compare";
import { qualifiers, sectionLabel } from "@/lib/transports/pages/compare-words";
import { formatUtc } from "@/lib/site/format";
import { groupByCategory } from "@/lib/site/categories";
import { OriginLabel } from "@/lib/transports/pages/components/origin-label";
import { Section } from "@/lib/transports/pages/components/section";
import { originLabel, type FactOrigin } from "@/lib/site/origins";
import { profilePath } from "@/lib/site/urls";
import type { ComparableCompany } from "@/lib/compare/list-comparable-companies";
import { compareHref, MAX_COMPARED, MIN_COMPARED, type CompareView } from "@/lib/transports/pages/views/compare-view";

function CellView({ cell }: { cell: CompareCell }) {
  const notes = qualifiers(cell.flags);
  switch (cell.state) {
    case "contested":
      return (
        <>
          <span className="state">Sources differ</span>
          <ul className="cell-accounts">
            {cell.accounts.map((a) => (
              <li key={a.origin}>
                <OriginLabel origin={a.origin} /> {a.value}
              </li>
            ))}
          </ul>
        </>
      );
    case "agreed":
      return (
        <>
          {cell.label}
          <span className="state">Same account from {cell.accounts.map((a) => originLabel(a.origin)).join(" and ")}</span>
        </>
      );
    case "not-stated":
      return <span className="quiet">Not stated</span>;
    case "restricted":
      return (
        <>
          {cell.label}
          <span className="state">Source restricted: date and reference not shown</span>
        </>
      );
    default:
      return (
        <>
          {cell.label} <OriginLabel origin={cell.state as FactOrigin} />
          {notes.length ? <span className="state">{notes.join("; ")}</span> : null}
        </>
      );
  }
}

function companyName(view: CompareView, handle: string, name: string) {
  const known = view.companies.find((c) => c.handle === handle || c.profileSlug === handle);
  return known?.profileSlug ? <a href={profilePath(known.profileSlug)}>{name}</a> : name;
}

export function ComparisonTables({ view, result }: { view: CompareView; result: CompareResult }) {
  const vendors = result.vendors;
  const sections = groupByCategory(result.comparison.rows);
  return (
    <>
      <p>
        {vendors.length} companies as published at {formatUtc(result.comparison.comparedAt)}. Columns are in the order you asked for.
        Each cell says what the record carries and who gave it; nothing here is better or worse.
      </p>
      {sections.map(([category, rows]) => (
        <Section key={category} id={`section-${category}`} title={sectionLabel(category)}>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={`${sectionLabel(category)}, side by side`}>
            <table className="compare">
              <caption className="visually-hidden">{sectionLabel(category)}, side by side</caption>
              <thead>
                <tr>
                  <th scope="col">{category === "pillar" ? "Area" : "Fact"}</th>
                  {vendors.map((v) => (
                    <th scope="col" key={v.company.handle}>
                      {companyName(view, v.company.handle, v.company.name)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    {row.cells.map((cell, i) => (
                      <td key={vendors[i].company.handle}>
                        <CellView cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      ))}
      <Section id="states" title="What the cells say">
        <dl className="pairs">
          {result.states
            .filter((s) => s.appliesTo === "cell")
            .map((s) => (
              <Fragment key={s.id}>
                <dt>{s.label}</dt>
                <dd>{s.meaning.replace(/`flags`/g, "the cell")}</dd>
              </Fragment>
            ))}
        </dl>
        <p>{result.disclaimer}</p>
      </Section>
    </>
  );
}

export function CompareForm({ view }: { view: CompareView }) {
  const pickers = Array.from({ length: MAX_COMPARED }, (_, i) => view.handles[i] ?? "");
  const options: ComparableCompany[] = view.companies;
  return (
    <form className="search compare-form" action="/compare" method="get" aria-label="Pick companies to compare">
      <fieldset>
        <legend>
          Pick {MIN_COMPARED} to {MAX_COMPARED} companies
        </legend>
        <div className="pickers">
          {pickers.map((value, i) => (
            <div className="field" key={i}>
              <label htmlFor={`company-${i + 1}`}>Company {i + 1}</label>
              <select id={`company-${i + 1}`} name="handles" defaultValue={value}>
                <option value="">{i < MIN_COMPARED ? "Choose a company" : "None"}</option>
                {value && !options.some((o) => o.handle === value) ? <option value={value}>{value}</option> : null}
                {options.map((o) => (
                  <option key={o.handle} value={o.handle}>
                    {o.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </fieldset>
      <button type="submit">Compare</button>
      {view.handles.length ? (
        <p className="quiet">
          Link to this comparison: <a href={compareHref(view.handles)}>{compareHref(view.handles)}</a>
        </p>
      ) : null}
    </form>
  );
}
