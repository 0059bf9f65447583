// What a company's profile page (/network/company/<slug>), its Markdown twin and its llms.txt show: the
// canonical record (the builder of GET /api/network/profile, contract 2), the readings of the last 72
// hours for the timeline, and the company's AI profile. The three kinds of nothing stay apart: no
// published record is `not-published`; a failed read is `read-failed` and says nothing about the
// company; a record whose last reading observed nothing is `published` with `witnessed.standing: null`.
import type { Db } from "@/lib/platform/db/client";
import { profileLookup } from "@/lib/network/profile/profile-query";
import { readNetworkProfile } from "@/lib/network/profile/read-network-profile";
import { readStage } from "@/lib/network/profile/read-stage";
import { CURRENT_CONTRACT, type NetworkProfileRecord } from "@/lib/schemas/network-profile";
import { aiProfile, type AiProfile } from "@/lib/network/profile/ai-profile";
import { readRecentReadings } from "@/lib/witness/read-recent-readings";
import type { ReadingPoint } from "@/lib/transports/pages/components/readings-timeline";
import { pageProblem, type PageProblem } from "@/lib/transports/pages/page-problem";
import { clock } from "@/lib/platform/clock";

/** Hours of readings the timeline draws: three days of hourly readings. */
export const TIMELINE_HOURS = 72;

export type ProfileView =
  | { kind: "published"; record: NetworkProfileRecord; readings: ReadingPoint[]; ai: AiProfile; now: Date }
  | { kind: "not-published"; asked: string }
  | { kind: "read-failed"; asked: string; problem: PageProblem };

export async function readProfileView(openDb: () => Promise<Db>, asked: string, now = clock().now()): Promise<ProfileView> {
  try {
    const db = await readStage("record_unavailable", openDb);
    const contract = CURRENT_CONTRACT;
    const record = await readNetworkProfile(db, { lookup: profileLookup(asked), contract, requested: contract });
    if (!record.found) return { kind: "not-published", asked };
    const [readings, company] = await Promise.all([
      readStage("witnessed_record_unavailable", () => readRecentReadings(db, { slug: record.slug, until: now, hours: TIMELINE_HOURS })),
      readStage("profile_read_unavailable", () =>
        db.company.findUniqueOrThrow({ where: { slug: record.slug }, select: { id: true, aiHighlights: true, workspaceId: true } }),
      ),
    ]);
    const ai = await readStage("profile_read_unavailable", () => aiProfile(db, company, now));
    return {
      kind: "published",
      record,
      readings: readings.map((r) => ({
        takenAt: r.takenAt.toISOString(),
        standing: r.standing === "witnessed" ? "witnessed" : null,
        checksRun: r.checksRun,
        checksPassed: r.checksPassed,
      })),
      ai,
      now,
    };
  } catch (err) {
    return { kind: "read-failed", asked, problem: pageProblem(err) };
  }
}
