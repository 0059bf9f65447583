export default function Home() {
  return (
    <>
      <h1>Public Trust Network</h1>
      <p>
        One current, source-labelled profile per software and AI company. Every fact says who said it: the company
        (company-declared), the service after re-reading the company&apos;s systems (witnessed), or a public source.
      </p>
      <p>The service witnesses and dates facts only. It never grades, scores, ranks or certifies.</p>
    </>
  );
}
