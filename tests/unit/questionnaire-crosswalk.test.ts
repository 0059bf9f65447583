// The control crosswalk (lib/questionnaire/crosswalk.ts): a question goes to the area whose keywords it
// holds most of; an area names the controls of each framework; no area is a guess.
import { describe, expect, it } from "vitest";
import { areaNamesControl, classifyQuestion, CONTROL_AREAS, describeArea } from "@/lib/questionnaire/crosswalk";

const area = (id: string) => CONTROL_AREAS.find((a) => a.id === id)!;

describe("the crosswalk", () => {
  it("has unique area ids, and lower-case keywords", () => {
    expect(new Set(CONTROL_AREAS.map((a) => a.id)).size).toBe(CONTROL_AREAS.length);
    for (const a of CONTROL_AREAS) for (const k of a.keywords) expect(k, a.id).toBe(k.toLowerCase());
  });

  it("places questions by their keywords", () => {
    expect(classifyQuestion("Do you enforce MFA or two-factor authentication for all staff?")?.id).toBe("authentication");
    expect(classifyQuestion("Is data encrypted in transit with TLS 1.2 or higher?")?.id).toBe("encryption-in-transit");
    expect(classifyQuestion("How often do you run a penetration test?")?.id).toBe("penetration-testing");
    expect(classifyQuestion("Where is customer data hosted (which region)?")?.id).toBe("data-location");
    expect(classifyQuestion("Do you vet each vendor and subprocessor?")?.id).toBe("suppliers");
  });

  it('matches a keyword only where a word starts: no "sso" inside "subprocessors"', () => {
    expect(classifyQuestion("List your subprocessors.")?.id).toBe("suppliers");
    expect(classifyQuestion("Which constraints apply to the processes you run?")).toBeNull();
    // A stem still matches the words it starts.
    expect(classifyQuestion("How do you remediate vulnerabilities?")?.id).toBe("vulnerability-management");
  });

  it("places nothing it has no keyword for", () => {
    expect(classifyQuestion("What is your favourite colour?")).toBeNull();
  });

  it("knows which framework controls an area names, ignoring surrounding spaces", () => {
    expect(areaNamesControl(area("encryption-at-rest"), "A.8.24")).toBe(true);
    expect(areaNamesControl(area("encryption-at-rest"), " CC6.1 ")).toBe(true);
    expect(areaNamesControl(area("encryption-at-rest"), "CC6.7")).toBe(false);
    expect(areaNamesControl(area("encryption-at-rest"), null)).toBe(false);
    expect(areaNamesControl(area("encryption-at-rest"), "")).toBe(false);
  });

  it("describes an area with the frameworks that name controls for it, leaving out empty ones", () => {
    expect(describeArea(area("backup"))).toBe("Backup and restore (SOC 2 A1.2; ISO/IEC 27001 A.8.13; NIST CSF PR.DS-11; CSA CAIQ BCR-08)");
    expect(describeArea(area("incident-response"))).toContain("EU AI Act Art. 73");
  });
});
