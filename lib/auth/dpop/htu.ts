// The DPoP `htu` comparison (RFC 9449 §4.3): the request URL without query or fragment, after the
// syntax- and scheme-based normalisation of RFC 3986 §6.2.2–6.2.3 (case of scheme and host, default
// port, dot segments, hex case of percent-encodings, percent-encoded unreserved characters).

const UNRESERVED = /[A-Za-z0-9\-._~]/;

export function normaliseHtu(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) return null;
  const path = (url.pathname || "/").replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
  return `${url.protocol}//${url.host}${path}`;
}
