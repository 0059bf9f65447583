// The directory: a search form (text and industry, plain GET, no script), the companies of one page in
// directory order with their standing in words and their last reading, and a link to the next page.
import { Fragment } from "react";
import { formatUtc } from "@/lib/site/format";
import { profilePath } from "@/lib/site/urls";
import { Section } from "@/lib/transports/pages/components/section";
import { directoryHref, STANDING_MEANING, type DirectoryView } from "@/lib/transports/pages/views/directory-view";

export function DirectorySearchForm({ view }: { view: DirectoryView }) {
  return (
    <form className="search directory-search" action="/network" method="get" role="search" aria-label="Search the directory">
      <div className="field">
        <label htmlFor="q">Name, domain or words from the tagline</label>
        <input id="q" name="q" type="search" autoComplete="off" defaultValue={view.query.q ?? ""} maxLength={200} />
      </div>
      <div className="field">
        <label htmlFor="industry">Industry</label>
        <select id="industry" name="industry" defaultValue={view.query.industry ?? ""}>
          <option value="">Any industry</option>
          {view.industries.map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">Search</button>
    </form>
  );
}

export function DirectoryResults({ view }: { view: DirectoryView }) {
  const page = view.page;
  if (!page) return null;
  const filtered = Boolean(view.query.q || view.query.industry);
  const summary =
    page.total === 0
      ? filtered
        ? "No listed company matches this search. That is not a finding about " +
          "any company: one that has not published a profile is not listed."
        : "No company is listed yet."
      : `${page.total} listed compan${page.total === 1 ? "y" : "ies"}` +
        `${filtered ? ` match${page.total === 1 ? "es" : ""} this search` : ""}. Witnessed companies ` +
        `first, most recently witnessed first, then by name: an order of readings, not a ranking.`;
  return (
    <Section id="results-title" title="Companies">
      <p role="status">{summary}</p>
      {page.rows.length > 0 ? (
        <table className="directory">
          <caption className="visually-hidden">Listed companies{view.query.cursor ? ", continued" : ""}</caption>
          <thead>
            <tr>
              <th scope="col">Company</th>
              <th scope="col">Standing</th>
              <th scope="col">Last reading</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((r) => (
              <tr key={r.slug}>
                <th scope="row">
                  <a href={profilePath(r.slug)}>{r.name}</a>
                  {r.domain ? <span className="quiet"> · {r.domain}</span> : null}
                  {r.tagline ? <span className="tagline">{r.tagline}</span> : null}
                </th>
                <td>{r.standing}</td>
                <td>{r.lastReadingAt ? <time dateTime={r.lastReadingAt}>{formatUtc(r.lastReadingAt)}</time> : "Never read"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {page.rows.length > 0 ? (
        <dl className="pairs standing-legend" aria-label="What the standing says">
          {(Object.keys(STANDING_MEANING) as (keyof typeof STANDING_MEANING)[]).map((s) => (
            <Fragment key={s}>
              <dt>{s}</dt>
              <dd>{STANDING_MEANING[s]}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      <nav className="pager" aria-label="Pages of results">
        {view.query.cursor ? <a href={directoryHref({ ...view.query, cursor: undefined })}>First page</a> : null}
        {page.nextCursor ? (
          <a href={directoryHref({ ...view.query, cursor: page.nextCursor })} rel="next">
            Next page
          </a>
        ) : page.rows.length > 0 ? (
          <span className="quiet">End of the list.</span>
        ) : null}
      </nav>
    </Section>
  );
}
