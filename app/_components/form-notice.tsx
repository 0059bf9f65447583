// The outcome of a form posted without JavaScript, carried back in the page's query (?notice= / ?error=).
export type PageSearch = Promise<Record<string, string | string[] | undefined>>;

export async function readNotice(searchParams: PageSearch): Promise<{ notice?: string; error?: string }> {
  const p = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.slice(0, 300);
  return { notice: one(p.notice), error: one(p.error) };
}

export function FormNotice({ notice, error }: { notice?: string; error?: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
    </>
  );
}
