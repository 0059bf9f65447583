// `svc public-record <domain>`: the company's `public-source` facts from the service's record versions
// (GET {base_url}/api/network/profile/history), each dated by the first version that carried it
// unchanged up to the latest. Every version body read is checked against its digest (sha256 of the
// RFC 8785 body): a body that does not match is a binding mismatch (9), never printed as fact.
import { z } from "zod";
import { ProfileHistoryPageSchema, ProfileVersionSchema } from "@/lib/schemas/network-profile";
import { sha256Hex } from "@/lib/platform/canonical-json";
import { EXIT } from "@/lib/vocabulary/cli-exit-codes";
import type { CommandResult } from "@/lib/transports/cli/command-result";
import { normaliseDomain } from "@/lib/transports/cli/domain-input";
import { readJson } from "@/lib/transports/cli/read-json";
import { ServiceReadError } from "@/lib/transports/cli/service-read-error";
import { serviceUrls } from "@/lib/transports/cli/service-urls";

const MAX_VERSIONS = 200;
const BodyFactSchema = z.object({
  category: z.string(),
  key: z.string(),
  label: z.string(),
  value: z.string(),
  origin: z.string(),
  source: z.string().optional(),
});
const BodySchema = z.object({ facts: z.array(BodyFactSchema) });
type BodyFact = z.infer<typeof BodyFactSchema>;

function historyUrl(domain: string, params: Record<string, string>): string {
  const url = new URL("/api/network/profile/history", serviceUrls().baseUrl);
  url.searchParams.set("q", domain);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

function parse<T>(schema: z.ZodType<T>, body: unknown, url: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ServiceReadError(
      `${url}: the answer does not follow its schema (${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message})`,
      200,
    );
  return parsed.data;
}

const accountKey = (f: BodyFact) => JSON.stringify([f.category, f.key, f.origin, f.value, f.source ?? null]);

class DigestMismatch extends Error {}

export async function runPublicRecord(input: string): Promise<CommandResult> {
  const domain = normaliseDomain(input);
  const first = await readJson(historyUrl(domain, { limit: "100" }), [200, 404]);
  if (first.status === 404) {
    return {
      exit: EXIT.notListed,
      json: { domain, listed: false },
      text: [`${domain}: not listed. The service has no published Network record for this domain.`],
    };
  }
  const page = parse(ProfileHistoryPageSchema, first.body, first.url);
  const versions = [...page.versions];
  let cursor = page.next_cursor;
  while (cursor && versions.length < MAX_VERSIONS) {
    const next = await readJson(historyUrl(domain, { limit: "100", cursor }));
    const more = parse(ProfileHistoryPageSchema, next.body, next.url);
    versions.push(...more.versions);
    cursor = more.next_cursor;
  }
  const partial = cursor !== null;

  async function readVersion(n: number) {
    const answer = await readJson(historyUrl(domain, { version: String(n) }));
    const v = parse(ProfileVersionSchema, answer.body, answer.url);
    if (sha256Hex(v.body) !== v.digest) throw new DigestMismatch(`version ${n}: sha256(body) is not the digest the service reports`);
    return {
      version: v.version,
      recorded_at: v.recorded_at,
      digest: v.digest,
      facts: parse(BodySchema, JSON.parse(v.body), answer.url).facts,
    };
  }

  try {
    const latest = versions[0] ? await readVersion(versions[0].version) : null;
    const current = (latest?.facts ?? []).filter((f) => f.origin === "public-source");
    // Walk back while any current account is still unchanged in the older version.
    const since = new Map(current.map((f) => [accountKey(f), { version: latest!.version, recorded_at: latest!.recorded_at }]));
    let open = new Set(since.keys());
    let read = latest ? 1 : 0;
    for (const entry of versions.slice(1)) {
      if (open.size === 0) break;
      const older = await readVersion(entry.version);
      read += 1;
      const present = new Set(older.facts.map(accountKey));
      open = new Set([...open].filter((k) => present.has(k)));
      for (const k of open) since.set(k, { version: older.version, recorded_at: older.recorded_at });
    }
    const facts = current.map((f) => ({
      category: f.category,
      key: f.key,
      label: f.label,
      value: f.value,
      source: f.source ?? null,
      first_recorded_at: since.get(accountKey(f))!.recorded_at,
      first_recorded_version: since.get(accountKey(f))!.version,
    }));
    const text = [
      `${domain}: ${facts.length} public-source facts in the service's ` +
        `record${latest ? ` (version ${latest.version}, recorded ${latest.recorded_at}, digest checked)` : ""}.`,
      ...facts.map(
        (f) =>
          `  ${f.category}/${f.key}  ${f.label}: ${f.value}  (source: ${f.source ?? "not named in the record"}; ` +
          `recorded since ${f.first_recorded_at}, version ${f.first_recorded_version})`,
      ),
      ...(partial ? [`Only the newest ${versions.length} versions were read; older dates may be earlier.`] : []),
    ];
    return {
      exit: partial ? EXIT.partial : EXIT.listedWitnessed,
      json: {
        domain,
        listed: true,
        slug: page.slug,
        record: latest ? { version: latest.version, digest: latest.digest, recorded_at: latest.recorded_at, digest_verified: true } : null,
        facts,
        versions_read: read,
        history_complete: !partial,
      },
      text,
    };
  } catch (err) {
    if (err instanceof DigestMismatch) {
      return {
        exit: EXIT.bindingMismatch,
        json: { domain, listed: true, slug: page.slug, mismatch: err.message },
        text: [`${domain}: ${err.message}; nothing is printed from it.`],
      };
    }
    throw err;
  }
}
