// svc_outside_in_read: a live read of a domain's public surface through the witnessing engine's own
// outside-in reader (two HTTPS GETs, three DNS questions, every connection through the SSRF guard).
// A read is kept ten minutes per domain (outside-in-cache.ts), shared across instances, so the tool
// cannot be used to flood a site: a second read within the window sends nothing.
import { clock } from "@/lib/platform/clock";
import type { OutsideInAnswer } from "@/lib/schemas/agent-answers";
import { normaliseDomain, readOutsideIn } from "@/lib/witness/readers/outside-in";
import { cachedRead, OUTSIDE_IN_CACHE_MS } from "@/lib/agent-answers/outside-in-cache";

export async function readOutsideInAnswer(raw: string): Promise<OutsideInAnswer> {
  const domain = normaliseDomain(raw);
  const { value: read, cachedAt } = await cachedRead(domain, () => readOutsideIn(domain));
  const refused = read.checks.some((c) => c.check_id === "transport.https" && c.reason === "refused_by_guard" && c.sha256 === null);
  const passed = read.checks.filter((c) => c.outcome === "passed").length;
  const notAsExpected = read.checks.filter((c) => c.outcome !== "passed").map((c) => c.check_id);
  const readAt = cachedAt ?? Date.parse(read.checks[0]?.observed_at ?? "") ?? clock().nowMs();
  const when = cachedAt
    ? `read at ${new Date(cachedAt).toISOString()} and kept ${OUTSIDE_IN_CACHE_MS / 60_000} minutes (nothing was sent again)`
    : "read just now";
  const summary = refused
    ? `${domain} was not read: its name resolves to an address the service never connects ` +
      `to (loopback, private, link-local or cloud-metadata space), so no request was sent.`
    : `${domain}, ${when}: ${passed} of ${read.checks.length} checks read as ` +
      `expected${notAsExpected.length ? `; not as expected or not read: ${notAsExpected.join(", ")}` : ""}. ` +
      "A live outside-in read, unsigned and not part of the hourly record; it " +
      "describes what the public surface showed, not whether the company is secure.";
  return {
    status: refused ? "refused" : "read",
    provenance: "witnessed",
    subject: domain,
    summary,
    cached: cachedAt !== null,
    readAt: Number.isFinite(readAt) ? new Date(readAt).toISOString() : clock().now().toISOString(),
    checks: read.checks,
  };
}
