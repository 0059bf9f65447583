// Workspace-side data of the worker-route fixtures: Kestrel's approved knowledge base, controls,
// leads and audit chain; Ledgerline's audit chain with one block altered after it was hashed.
import type { Db } from "@/lib/platform/db/client";
import { auditChainRows, DAY, HOUR, type AuditEventInput } from "@/lib/seed/demo-rows";

const KESTREL_KNOWLEDGE: readonly [question: string, answer: string, control: string][] = [
  [
    "Do you encrypt customer data at rest?",
    "Yes. Customer data is encrypted at rest with AES-256 using cloud KMS keys that rotate every year.",
    "A.8.24",
  ],
  [
    "Do you encrypt data in transit?",
    "Yes. External connections require TLS 1.2 or later, and traffic between internal services uses mutual TLS.",
    "CC6.7",
  ],
  [
    "Is multi-factor authentication enforced for employees?",
    "Yes. Hardware security keys are enforced for every workforce account through our identity provider.",
    "CC6.1",
  ],
  [
    "How often are user access rights reviewed?",
    "System owners review production access every quarter; leavers lose access within 24 hours.",
    "CC6.2",
  ],
  [
    "Do you have a documented incident response plan?",
    "Yes. The plan is exercised twice a year, and customers are told of a confirmed incident affecting their data within 72 hours.",
    "A.5.24",
  ],
  [
    "Do you perform independent penetration testing?",
    "An independent firm tests the platform every year and after major changes; a summary is available under NDA.",
    "A.8.29",
  ],
  [
    "How are backups performed and tested?",
    "Encrypted backups run every six hours, are kept for 35 days in a second region, and restores are tested every quarter.",
    "A.8.13",
  ],
  [
    "Do you have a vulnerability management process?",
    "Dependencies and container images are scanned on every build; critical findings are fixed within 7 days and high ones within 30.",
    "CC7.1",
  ],
  [
    "Where is customer data hosted?",
    "EU customers are hosted in AWS eu-west-1 (Ireland) and US customers in us-east-2 (Ohio); data stays in the selected region.",
    "A.5.23",
  ],
  [
    "Do you use subprocessors?",
    "Yes. The current list is published at kestrel-security.example/subprocessors, with 30 days' notice before a change.",
    "A.5.19",
  ],
  [
    "Is security awareness training mandatory?",
    "Every employee completes security training at onboarding and every year, with phishing simulations each quarter.",
    "A.6.3",
  ],
  [
    "How are changes to production controlled?",
    "Every change goes through a reviewed pull request with automated tests, and each deployment is logged.",
    "CC8.1",
  ],
  [
    "Do you log and monitor administrative access?",
    "Administrative actions and production access are logged centrally, kept for one year and alerted on.",
    "A.8.15",
  ],
  [
    "Do you have a business continuity plan?",
    "Yes. The plan targets a 4-hour recovery time and a 6-hour recovery point and is exercised every year.",
    "A.5.30",
  ],
  [
    "How long is customer data retained after termination?",
    "Customer data is deleted within 30 days of termination; backups containing it expire within 35 days.",
    "A.8.10",
  ],
  [
    "Do you use customer data to train AI models?",
    "No. Customer telemetry is never used for training; detection models learn from synthetic and licensed data.",
    "A.5.34",
  ],
];

// Drafts exist so the questionnaire proves it only answers from approved entries.
const KESTREL_DRAFTS: readonly [string, string][] = [
  ["Are you SOC 2 Type II certified?", "Audit window in progress; report expected next quarter."],
  ["Do you carry cyber insurance?", "Pending confirmation from finance."],
];

const KESTREL_CONTROLS: readonly [controlId: string, area: string, status: string][] = [
  ["CC6.1", "Logical access", "witnessed"],
  ["CC6.2", "Access reviews", "witnessed"],
  ["CC6.7", "Encryption in transit", "witnessed"],
  ["CC7.1", "Vulnerability management", "witnessed"],
  ["CC7.2", "Monitoring", "witnessed"],
  ["CC8.1", "Change management", "pending"],
  ["A.8.24", "Use of cryptography", "witnessed"],
  ["A.8.13", "Information backup", "witnessed"],
  ["A.5.24", "Incident management", "pending"],
  ["A.8.8", "Technical vulnerabilities", "failing"],
];

export async function seedKestrelWorkspace(db: Db, workspaceId: string, companyId: string, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  await db.knowledgeEntry.createMany({
    data: [
      ...KESTREL_KNOWLEDGE.map(([question, answer, control], i) => ({
        workspaceId,
        question,
        answer,
        control,
        status: "approved",
        createdAt: at(24 * (60 - i)),
        updatedAt: at(24 * (30 - i)),
      })),
      ...KESTREL_DRAFTS.map(([question, answer]) => ({
        workspaceId,
        question,
        answer,
        status: "draft",
        createdAt: at(48),
        updatedAt: at(48),
      })),
    ],
  });
  await db.control.createMany({
    data: KESTREL_CONTROLS.map(([controlId, area, status], i) => ({
      workspaceId,
      controlId,
      area,
      status,
      witnessedAt: status === "witnessed" ? at(3 + i * 5) : null,
    })),
  });
  await db.lead.createMany({
    data: [
      {
        buyerEmail: "procurement@northwind-retail.example",
        buyerCompany: "Northwind Retail",
        message: "Evaluating MDR vendors for Q3; can we see your pen-test summary?",
        createdAt: at(5),
      },
      {
        buyerEmail: "ciso@halcyon-bank.example",
        buyerCompany: "Halcyon Bank",
        message: "Interested in EU data residency options.",
        createdAt: at(30),
      },
      { buyerEmail: null, buyerCompany: "Granite Logistics", message: null, createdAt: at(80) },
      {
        buyerEmail: "it@meadowlark-school.example",
        buyerCompany: null,
        message: "Do you support on-prem log collectors?",
        createdAt: at(200),
      },
    ].map((l) => ({ ...l, workspaceId, companyId })),
  });
  await db.auditBlock.createMany({ data: auditChainRows(workspaceId, kestrelEvents(now)) });
}

function kestrelEvents(now: Date): AuditEventInput[] {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  return [
    { type: "workspace.created", at: at(90), actor: "user:founder", detail: { workspace: "kestrel" } },
    { type: "provider.connected", at: at(89), actor: "user:founder", detail: { provider: "aws" } },
    { type: "provider.connected", at: at(89), actor: "user:founder", detail: { provider: "okta" } },
    { type: "provider.connected", at: at(88), actor: "user:founder", detail: { provider: "github" } },
    { type: "policy.published", at: at(80), actor: "user:security-lead", detail: { policy: "incident-response", version: 3 } },
    { type: "control.witnessed", at: at(60), actor: "svc-witness", detail: { controlId: "CC6.1", status: "witnessed" } },
    { type: "control.witnessed", at: at(45), actor: "svc-witness", detail: { controlId: "A.8.24", status: "witnessed" } },
    { type: "knowledge.approved", at: at(30), actor: "user:security-lead", detail: { entries: 16 } },
    { type: "pillar.observed", at: at(20), actor: "svc-witness", detail: { pillar: "backups", status: "green" } },
    { type: "provider.connected", at: at(14), actor: "user:it-admin", detail: { provider: "jamf" } },
    { type: "profile.published", at: at(10), actor: "user:founder", detail: { route: "worker" } },
    { type: "control.witnessed", at: at(3), actor: "svc-witness", detail: { controlId: "CC7.2", status: "witnessed" } },
    { type: "pillar.observed", at: at(1), actor: "svc-witness", detail: { pillar: "vulnerability-management", status: "amber" } },
    { type: "api-key.created", at: at(0.5), actor: "user:it-admin", detail: { kind: "bound" } },
  ];
}

/** Ledgerline's chain: block 4's payload is rewritten after hashing, so the chain reads "broken". */
export async function seedLedgerlineChain(db: Db, workspaceId: string, now: Date): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const rows = auditChainRows(workspaceId, [
    { type: "workspace.created", at: at(50), actor: "user:owner", detail: { workspace: "ledgerline" } },
    { type: "provider.connected", at: at(49), actor: "user:owner", detail: { provider: "github" } },
    { type: "provider.connected", at: at(49), actor: "user:owner", detail: { provider: "google-workspace" } },
    { type: "pillar.observed", at: at(40), actor: "svc-witness", detail: { pillar: "access-control", status: "amber" } },
    { type: "pillar.observed", at: at(30), actor: "svc-witness", detail: { pillar: "backups", status: "red" } },
    { type: "policy.published", at: at(20), actor: "user:owner", detail: { policy: "backup", version: 1 } },
    { type: "pillar.observed", at: at(10), actor: "svc-witness", detail: { pillar: "encryption-at-rest", status: "green" } },
    { type: "profile.published", at: at(5), actor: "user:owner", detail: { route: "worker" } },
  ]);
  rows[4] = { ...rows[4], payload: rows[4].payload.replace('"status":"red"', '"status":"green"') };
  await db.auditBlock.createMany({ data: rows });
}
