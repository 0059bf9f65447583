// The control crosswalk: common control areas, the words that put a question in one, and the controls
// each framework names for it. It routes a question to an area; it never supplies an answer by itself
// (an answer still has to come from the workspace's approved entries or witnessed evidence in that area).

export interface ControlArea {
  id: string;
  label: string;
  /** Lower-case stems; a question matching more of them fits the area better. */
  keywords: string[];
  frameworks: { "SOC 2": string[]; "ISO/IEC 27001": string[]; "NIST CSF": string[]; "CSA CAIQ": string[]; "EU AI Act": string[] };
}

export const CONTROL_AREAS: ControlArea[] = [
  {
    id: "access-control",
    label: "Logical access",
    keywords: ["access", "least privilege", "role", "permission", "sso", "single sign", "account", "privileged"],
    frameworks: {
      "SOC 2": ["CC6.1", "CC6.3"],
      "ISO/IEC 27001": ["A.5.15", "A.8.2"],
      "NIST CSF": ["PR.AA-05"],
      "CSA CAIQ": ["IAM-05"],
      "EU AI Act": [],
    },
  },
  {
    id: "authentication",
    label: "Authentication",
    keywords: ["mfa", "multi-factor", "multifactor", "two-factor", "2fa", "password", "authentication", "security key"],
    frameworks: { "SOC 2": ["CC6.1"], "ISO/IEC 27001": ["A.8.5"], "NIST CSF": ["PR.AA-03"], "CSA CAIQ": ["IAM-14"], "EU AI Act": [] },
  },
  {
    id: "access-review",
    label: "Access reviews",
    keywords: [
      "access review",
      "access rights",
      "review access",
      "reviewed",
      "recertif",
      "leaver",
      "offboard",
      "deprovision",
      "revoke access",
      "joiner",
    ],
    frameworks: { "SOC 2": ["CC6.2"], "ISO/IEC 27001": ["A.5.18"], "NIST CSF": ["PR.AA-05"], "CSA CAIQ": ["IAM-08"], "EU AI Act": [] },
  },
  {
    id: "encryption-at-rest",
    label: "Encryption at rest",
    keywords: ["at rest", "disk encryption", "database encryption", "kms", "key management", "encrypt stored", "aes"],
    frameworks: { "SOC 2": ["CC6.1"], "ISO/IEC 27001": ["A.8.24"], "NIST CSF": ["PR.DS-01"], "CSA CAIQ": ["CEK-03"], "EU AI Act": [] },
  },
  {
    id: "encryption-in-transit",
    label: "Encryption in transit",
    keywords: ["in transit", "tls", "ssl", "https", "mutual tls", "mtls", "transport"],
    frameworks: { "SOC 2": ["CC6.7"], "ISO/IEC 27001": ["A.8.24"], "NIST CSF": ["PR.DS-02"], "CSA CAIQ": ["CEK-03"], "EU AI Act": [] },
  },
  {
    id: "incident-response",
    label: "Incident management",
    keywords: ["incident", "breach", "notify", "notification", "security event", "response plan"],
    frameworks: {
      "SOC 2": ["CC7.3", "CC7.4"],
      "ISO/IEC 27001": ["A.5.24", "A.5.26"],
      "NIST CSF": ["RS.MA-01"],
      "CSA CAIQ": ["SEF-02"],
      "EU AI Act": ["Art. 73"],
    },
  },
  {
    id: "vulnerability-management",
    label: "Vulnerability management",
    keywords: ["vulnerab", "patch", "scan", "cve", "dependency", "remediat"],
    frameworks: {
      "SOC 2": ["CC7.1"],
      "ISO/IEC 27001": ["A.8.8"],
      "NIST CSF": ["ID.RA-01"],
      "CSA CAIQ": ["TVM-01"],
      "EU AI Act": ["Art. 15"],
    },
  },
  {
    id: "penetration-testing",
    label: "Security testing",
    keywords: ["penetration", "pen test", "pentest", "red team", "security test", "ethical hack"],
    frameworks: {
      "SOC 2": ["CC4.1"],
      "ISO/IEC 27001": ["A.8.29"],
      "NIST CSF": ["ID.IM-02"],
      "CSA CAIQ": ["TVM-06"],
      "EU AI Act": ["Art. 15"],
    },
  },
  {
    id: "backup",
    label: "Backup and restore",
    keywords: ["backup", "back up", "back-up", "restore", "snapshot", "replica"],
    frameworks: { "SOC 2": ["A1.2"], "ISO/IEC 27001": ["A.8.13"], "NIST CSF": ["PR.DS-11"], "CSA CAIQ": ["BCR-08"], "EU AI Act": [] },
  },
  {
    id: "business-continuity",
    label: "Business continuity",
    keywords: ["continuity", "disaster", "recovery time", "rto", "rpo", "failover", "resilien"],
    frameworks: { "SOC 2": ["A1.3"], "ISO/IEC 27001": ["A.5.30"], "NIST CSF": ["RC.RP-01"], "CSA CAIQ": ["BCR-01"], "EU AI Act": [] },
  },
  {
    id: "logging-monitoring",
    label: "Logging and monitoring",
    keywords: ["log", "monitor", "siem", "audit trail", "alert", "detect"],
    frameworks: {
      "SOC 2": ["CC7.2"],
      "ISO/IEC 27001": ["A.8.15", "A.8.16"],
      "NIST CSF": ["DE.CM-01"],
      "CSA CAIQ": ["LOG-01"],
      "EU AI Act": ["Art. 12"],
    },
  },
  {
    id: "change-management",
    label: "Change management",
    keywords: ["change management", "code review", "pull request", "deployment", "release", "change control"],
    frameworks: { "SOC 2": ["CC8.1"], "ISO/IEC 27001": ["A.8.32"], "NIST CSF": ["PR.PS-01"], "CSA CAIQ": ["CCC-01"], "EU AI Act": [] },
  },
  {
    id: "data-retention",
    label: "Data retention and deletion",
    keywords: ["retention", "retain", "delete", "deletion", "termination", "dispose", "erase"],
    frameworks: { "SOC 2": ["C1.2"], "ISO/IEC 27001": ["A.8.10"], "NIST CSF": ["PR.DS-01"], "CSA CAIQ": ["DSP-16"], "EU AI Act": [] },
  },
  {
    id: "data-location",
    label: "Data location and hosting",
    keywords: ["hosted", "hosting", "data center", "datacenter", "region", "residency", "located", "cloud provider"],
    frameworks: { "SOC 2": ["CC6.4"], "ISO/IEC 27001": ["A.5.23"], "NIST CSF": ["GV.SC-07"], "CSA CAIQ": ["DSP-19"], "EU AI Act": [] },
  },
  {
    id: "suppliers",
    label: "Suppliers and subprocessors",
    keywords: ["subprocessor", "sub-processor", "vendor", "supplier", "third part", "fourth part"],
    frameworks: {
      "SOC 2": ["CC9.2"],
      "ISO/IEC 27001": ["A.5.19", "A.5.21"],
      "NIST CSF": ["GV.SC-05"],
      "CSA CAIQ": ["STA-09"],
      "EU AI Act": ["Art. 25"],
    },
  },
  {
    id: "security-training",
    label: "Security awareness",
    keywords: ["training", "awareness", "phishing", "onboarding"],
    frameworks: {
      "SOC 2": ["CC2.2"],
      "ISO/IEC 27001": ["A.6.3"],
      "NIST CSF": ["PR.AT-01"],
      "CSA CAIQ": ["HRS-11"],
      "EU AI Act": ["Art. 4"],
    },
  },
  {
    id: "ai-data-use",
    label: "AI training data use",
    keywords: ["train", "model", "machine learning", "ai ", "artificial intelligence", "llm", "customer data to"],
    frameworks: {
      "SOC 2": ["P4.1"],
      "ISO/IEC 27001": ["A.5.34"],
      "NIST CSF": ["GV.OC-03"],
      "CSA CAIQ": ["DSP-05"],
      "EU AI Act": ["Art. 10", "Art. 53"],
    },
  },
  {
    id: "ai-governance",
    label: "AI risk management",
    keywords: ["ai risk", "high-risk", "high risk", "human oversight", "ai act", "transparency", "bias", "conformity"],
    frameworks: {
      "SOC 2": ["CC3.2"],
      "ISO/IEC 27001": ["A.5.1"],
      "NIST CSF": ["GV.RM-01"],
      "CSA CAIQ": ["GRC-02"],
      "EU AI Act": ["Art. 9", "Art. 14", "Art. 50"],
    },
  },
  {
    id: "physical-security",
    label: "Physical security",
    keywords: ["physical", "office", "badge", "cctv", "premises"],
    frameworks: {
      "SOC 2": ["CC6.4"],
      "ISO/IEC 27001": ["A.7.1", "A.7.2"],
      "NIST CSF": ["PR.AA-06"],
      "CSA CAIQ": ["DCS-07"],
      "EU AI Act": [],
    },
  },
  {
    id: "privacy",
    label: "Privacy and data protection",
    keywords: ["gdpr", "privacy", "personal data", "dpa", "data processing agreement", "data subject", "dpo"],
    frameworks: {
      "SOC 2": ["P1.1"],
      "ISO/IEC 27001": ["A.5.34"],
      "NIST CSF": ["GV.OC-03"],
      "CSA CAIQ": ["DSP-07"],
      "EU AI Act": ["Art. 10"],
    },
  },
];

/** Whether a framework control id (e.g. "CC6.1", "A.8.24") is one the area names. */
export function areaNamesControl(area: ControlArea, controlId: string | null | undefined): boolean {
  const id = controlId?.trim();
  return !!id && Object.values(area.frameworks).some((ids) => ids.includes(id));
}

// A keyword is a stem ("vulnerab", "third part"): it must start a word, so "sso" is not found inside
// "subprocessors" nor "train" inside "constraint".
const stems = new Map<string, RegExp>();
function startsAWord(text: string, stem: string): boolean {
  let re = stems.get(stem);
  if (!re) stems.set(stem, (re = new RegExp(`(?<![a-z0-9])${stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)));
  return re.test(text);
}

/** The best-fitting area for a question, by how many of an area's keywords it contains; null when none. */
export function classifyQuestion(question: string): ControlArea | null {
  const q = ` ${question.toLowerCase()} `;
  let best: ControlArea | null = null;
  let bestHits = 0;
  for (const area of CONTROL_AREAS) {
    const hits = area.keywords.filter((k) => startsAWord(q, k)).length;
    if (hits > bestHits) {
      best = area;
      bestHits = hits;
    }
  }
  return best;
}

/** "Encryption at rest (SOC 2 CC6.1; ISO/IEC 27001 A.8.24; ...)": the `control` text of an answer. */
export function describeArea(area: ControlArea): string {
  const refs = Object.entries(area.frameworks)
    .filter(([, ids]) => ids.length)
    .map(([fw, ids]) => `${fw} ${ids.join(", ")}`);
  return `${area.label} (${refs.join("; ")})`;
}
