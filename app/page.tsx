// / – what the Network is, who says what, its boundary and the three kinds of nothing.
import { connection } from "next/server";
import { NothingGrid } from "@/lib/transports/pages/components/nothing-notice";
import { ORIGIN_ORDER, ORIGIN_WORDS } from "@/lib/site/origins";
import { BOUNDARY, SERVICE_NAME, SERVICE_SUMMARY } from "@/lib/site/site-texts";
import { badgeSnippet } from "@/lib/transports/pages/badge/badge-snippet";
import { publicUrls } from "@/lib/site/urls";
import { Section } from "@/lib/transports/pages/components/section";
import { LastReadings } from "@/lib/transports/pages/components/last-readings";
import { readLastReadings } from "@/lib/transports/pages/views/last-readings-view";
import { getDb } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";

export default async function Home() {
  await connection();
  const urls = publicUrls();
  // Development only: the readings the scheduler takes, as they land (npm run dev points here).
  const lastReadings = env().NODE_ENV === "development" ? await readLastReadings(await getDb()) : null;
  return (
    <>
      <section className="hero" aria-labelledby="title">
        <h1 id="title">{SERVICE_NAME}</h1>
        <p className="lead">{SERVICE_SUMMARY}</p>
        <form className="search" action="/network" method="get" role="search">
          <label htmlFor="q">Find a company by name or domain</label>
          <div className="search-row">
            <input id="q" name="q" type="search" autoComplete="off" placeholder="lumen-analytics.example" />
            <button type="submit">Search</button>
          </div>
        </form>
      </section>

      {lastReadings && (
        <Section id="last-readings-section" title="Last readings (development)">
          <LastReadings readings={lastReadings} />
        </Section>
      )}

      <Section id="origins" title="Every fact says who gave it">
        <dl className="origins">
          {ORIGIN_ORDER.map((o) => (
            <div key={o}>
              <dt>
                <span className="origin">{ORIGIN_WORDS[o].label}</span>
              </dt>
              <dd>{ORIGIN_WORDS[o].meaning}</dd>
            </div>
          ))}
        </dl>
        <p>When two sources give different accounts of the same fact, the profile shows both side by side and chooses neither.</p>
      </Section>

      <Section id="boundary" title="What the service does not do">
        <ul className="boundary-list">
          {BOUNDARY.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <p>
          How readings are taken, what is excluded and how to check a signature offline: <a href="/methodology">methodology</a>.
        </p>
      </Section>

      <Section id="nothing" title="Three kinds of nothing, never confused">
        <p>An empty answer can mean three different things. Each is said in its own words.</p>
        <NothingGrid />
      </Section>

      <Section id="interfaces" title="For people, programs and models">
        <ul>
          <li>
            Every page is also Markdown: add <code>.md</code> to its address (<a href="/index.md">/index.md</a>,{" "}
            <a href="/methodology.md">/methodology.md</a>) or send <code>Accept: text/markdown</code>.
          </li>
          <li>
            Language models: <a href="/llms.txt">/llms.txt</a> describes the service and its interfaces.
          </li>
          <li>
            Programs: the web host&apos;s contract at <a href="/openapi.json">/openapi.json</a>, the worker contract at{" "}
            <a href="/openapi.yaml">/openapi.yaml</a>, every interface and its support status at{" "}
            <a href="/interfaces.json">/interfaces.json</a>. The API host is <code>{urls.api}</code>.
          </li>
          <li>
            Embed a company&apos;s badge on your own site (works under a strict Content Security Policy, sends no cookies):
            <pre tabIndex={0} aria-label="Badge snippet">
              <code>{badgeSnippet(urls.base, "your-company-slug")}</code>
            </pre>
          </li>
        </ul>
      </Section>
    </>
  );
}
