// The two headers of every API-host response (spec Part 1). A module of its own, with no imports, so the
// middleware and our node:http server (which must not load next/server before Next starts) share it.
export const API_HOST_HEADERS = {
  "X-Svc-OS-Disclaimer":
    "This service witnesses and dates facts only; it never grades, rates, " +
    "scores, ranks or certifies a company, and it signs no company's claims.",
  "X-Svc-Automation":
    "Automated: hourly re-reads of company systems and signed witness statements of what each reading " +
    "found. Never automated: judgements, scores, certifications or submissions on anyone's behalf.",
};
