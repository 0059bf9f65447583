// The embeddable badge: an accessible SVG saying what was witnessed and when, or that nothing is
// published. It never shows a score, and every state uses the same neutral colours, so no state reads
// as a grade.
import { createHash } from "node:crypto";
import type { Db } from "@/lib/platform/db/client";
import { storeFailure } from "@/lib/platform/db/store-failure";
import { CONTINUITY_SELECT, summaryFromColumns } from "@/lib/witness-record/continuity-update";
import { publicationOf } from "@/lib/network/publication-state";
import { resolveCompany } from "@/lib/network/resolve-company";

const LABEL = "Public Trust Network";
const LABEL_FILL = "#2f3a48";
const VALUE_FILL = "#4a5868";
// Verdana 11px averages about 6.6px a character; the badge only needs to be roughly snug.
const CHAR_PX = 6.6;

export interface BadgeText {
  /** Short line drawn on the badge. */
  line: string;
  /** Accessible title and description. */
  title: string;
  desc: string;
}

function utc(d: Date): string {
  return `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/**
 * The badge's text; when the store cannot be read, a grey "unavailable" badge that says so (a broken
 * image on a customer's page would be worse, and the failure says nothing about the company).
 */
export async function badgeText(db: Db, slug: string): Promise<BadgeText> {
  try {
    return await readBadgeText(db, slug);
  } catch (err) {
    if (!storeFailure(err)) throw err;
    return {
      line: "unavailable just now",
      title: `${LABEL}: profile unavailable just now`,
      desc:
        "The service could not read its own record just now. This says nothing " +
        "about the company; the badge shows the record again once the read succeeds.",
    };
  }
}

async function readBadgeText(db: Db, slug: string): Promise<BadgeText> {
  const company = await resolveCompany(db, slug);
  const outcome = publicationOf(company);
  if (!company || (outcome.state !== "published" && outcome.state !== "moved")) {
    return {
      line: "no profile published",
      title: `${LABEL}: no trust profile published`,
      desc:
        "No trust profile is published for this name. That says nothing about " +
        "the company: it may be unclaimed, or its owner may keep it private.",
    };
  }
  // The summary the reading engine keeps on Company: the badge never loads readings.
  const s = summaryFromColumns(await db.company.findUniqueOrThrow({ where: { id: company.id }, select: CONTINUITY_SELECT }));
  const boundary = "Witnessed evidence of what a reading found and when; not a rating, score or certification.";
  if (!s.lastReadingAt) {
    return {
      line: "published, nothing witnessed yet",
      title: `${LABEL}: ${company.name}, nothing witnessed yet`,
      desc: `${company.name} has published a profile, and the service has not read its systems yet. ${boundary}`,
    };
  }
  const when = utc(s.lastReadingAt);
  const since = s.firstWitnessedAt ? ` Witnessed since ${utc(s.firstWitnessedAt)}.` : "";
  if (s.standing === null) {
    return {
      line: `last read ${when}, no observation`,
      title: `${LABEL}: ${company.name}, last read ${when}, no observation came back`,
      desc: `The service read ${company.name}'s systems on ${when} and no observation came back on that reading.${since} ${boundary}`,
    };
  }
  return {
    line: `witnessed ${when}`,
    title: `${LABEL}: ${company.name}, witnessed ${when}`,
    desc:
      `The service read ${company.name}'s systems on ${when} (${s.coverage!.checksRun} ` +
      `checks run) and witnessed what it found.${since} ${boundary}`,
  };
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

export function renderBadge(text: BadgeText): string {
  const left = Math.round(LABEL.length * CHAR_PX + 12);
  const right = Math.round(text.line.length * CHAR_PX + 12);
  const width = left + right;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" ` +
      `viewBox="0 0 ${width} 20" role="img" aria-labelledby="ptn-title ptn-desc">`,
    `<title id="ptn-title">${escapeXml(text.title)}</title>`,
    `<desc id="ptn-desc">${escapeXml(text.desc)}</desc>`,
    `<rect width="${left}" height="20" fill="${LABEL_FILL}"/>`,
    `<rect x="${left}" width="${right}" height="20" fill="${VALUE_FILL}"/>`,
    `<g fill="#ffffff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" aria-hidden="true">`,
    `<text x="6" y="14">${LABEL}</text>`,
    `<text x="${left + 6}" y="14">${escapeXml(text.line)}</text>`,
    `</g>`,
    `</svg>`,
  ].join("\n");
}

export function badgeEtag(svg: string): string {
  return `"${createHash("sha256").update(svg).digest("base64url").slice(0, 27)}"`;
}

/** If-None-Match: `*` or a list of (possibly weak) tags; a weak comparison is right for GET. */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag.replace(/^W\//, "") === bare;
  });
}
