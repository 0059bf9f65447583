// A page's query as URLSearchParams, whether it came from Next's `searchParams` prop (HTML page) or from
// the request URL (Markdown twin), so both parse it with the same code.

export type PageSearchParams = Record<string, string | string[] | undefined>;

export function toSearchParams(params: PageSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(key, v);
  }
  return out;
}

/** The first value of `name`, trimmed; undefined when absent or empty. */
export function firstParam(params: URLSearchParams, name: string): string | undefined {
  const v = params.get(name)?.trim();
  return v ? v : undefined;
}
