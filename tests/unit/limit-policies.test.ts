// Rate-limit policies as data (lib/platform/ratelimit/policies.ts): each has windows shortest first with rising
// ceilings; the EU AI Act API's windows and the profile read's minute come from the environment.
import { describe, expect, it } from "vitest";
import { limitPolicy, POLICIES, type PolicyName } from "@/lib/platform/ratelimit/policies";
import { scopedEnv } from "@/tests/unit/support/scoped-env";

const setEnv = scopedEnv();

describe("limit policies", () => {
  it("have windows from the shortest to the longest, each allowing more than the one before", () => {
    for (const name of [...Object.keys(POLICIES), "euAiAct"] as PolicyName[]) {
      const { windows } = limitPolicy(name);
      expect(windows.length, name).toBeGreaterThan(0);
      for (let i = 1; i < windows.length; i++) {
        expect(windows[i]!.seconds, name).toBeGreaterThan(windows[i - 1]!.seconds);
        expect(windows[i]!.limit, name).toBeGreaterThan(windows[i - 1]!.limit);
      }
    }
  });

  it("take the EU AI Act windows from the environment, with the documented defaults", () => {
    setEnv({ EU_RATE_PER_MINUTE: undefined, EU_RATE_PER_HOUR: undefined });
    expect(limitPolicy("euAiAct").windows).toEqual([
      { limit: 60, seconds: 60 },
      { limit: 1000, seconds: 3600 },
    ]);
    setEnv({ EU_RATE_PER_MINUTE: "5", EU_RATE_PER_HOUR: "50" });
    expect(limitPolicy("euAiAct")).toMatchObject({ name: "eu-ai-act", windows: [{ limit: 5 }, { limit: 50 }] });
  });

  it("let PROFILE_RATE_PER_MINUTE change the profile's minute only", () => {
    setEnv({ PROFILE_RATE_PER_MINUTE: undefined });
    expect(limitPolicy("profile")).toBe(POLICIES.profile);
    setEnv({ PROFILE_RATE_PER_MINUTE: "30" });
    expect(limitPolicy("profile").windows).toEqual([{ limit: 30, seconds: 60 }, POLICIES.profile.windows[1]]);
    expect(limitPolicy("history")).toBe(POLICIES.history);
  });
});
