// Which of the two hosts a request is for. Edge-safe (used by middleware).

export type HostKind = "web" | "api";

function hostOf(url: string): { host: string; hostname: string } {
  const u = new URL(url);
  return { host: u.host.toLowerCase(), hostname: u.hostname.toLowerCase() };
}

/**
 * The API host is recognised by the Host header: an exact match of API_URL's host, or of its hostname
 * when the two hosts differ by name (a proxy in front may change the port).
 */
export function hostKind(hostHeader: string | null, baseUrl: string, apiUrl: string): HostKind {
  if (!hostHeader) return "web";
  const host = hostHeader.toLowerCase();
  const api = hostOf(apiUrl);
  if (host === api.host) return "api";
  const web = hostOf(baseUrl);
  if (host === web.host) return "web";
  const hostname = host.replace(/:\d+$/, "");
  return api.hostname !== web.hostname && hostname === api.hostname ? "api" : "web";
}
