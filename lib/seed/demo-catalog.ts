// The fictional companies of the demo network and the vocabularies their records draw from. All
// domains are under .example (RFC 2606), so nothing here can point at a real company.

export const INDUSTRIES = [
  "Analytics",
  "HR Tech",
  "Security",
  "Developer Tools",
  "Fintech",
  "Healthcare AI",
  "Data Infrastructure",
  "Customer Support AI",
  "Legal Tech",
  "Observability",
] as const;

export { DATA_RESIDENCY_REGIONS, DEPLOYMENT_MODELS } from "@/lib/vocabulary/fact-categories";

// ISO 3166-1 alpha-2 → jurisdiction text and a headquarters city.
export const COUNTRIES: Record<string, { jurisdiction: string; city: string }> = {
  NL: { jurisdiction: "Netherlands", city: "Amsterdam" },
  GB: { jurisdiction: "England and Wales, United Kingdom", city: "London" },
  US: { jurisdiction: "Delaware, United States", city: "San Francisco" },
  CH: { jurisdiction: "Switzerland", city: "Zurich" },
  IE: { jurisdiction: "Ireland", city: "Dublin" },
  DE: { jurisdiction: "Germany", city: "Berlin" },
  SE: { jurisdiction: "Sweden", city: "Stockholm" },
  FR: { jurisdiction: "France", city: "Paris" },
  CA: { jurisdiction: "Ontario, Canada", city: "Toronto" },
  AU: { jurisdiction: "New South Wales, Australia", city: "Sydney" },
  DK: { jurisdiction: "Denmark", city: "Copenhagen" },
  ES: { jurisdiction: "Spain", city: "Barcelona" },
  PL: { jurisdiction: "Poland", city: "Warsaw" },
  SG: { jurisdiction: "Singapore", city: "Singapore" },
  NZ: { jurisdiction: "New Zealand", city: "Wellington" },
  JP: { jurisdiction: "Japan", city: "Tokyo" },
  FI: { jurisdiction: "Finland", city: "Helsinki" },
  EE: { jurisdiction: "Estonia", city: "Tallinn" },
  PT: { jurisdiction: "Portugal", city: "Lisbon" },
};

/**
 * network: published Network company with readings; unwitnessed: published, never read;
 * withdrawn: was published, then withdrawn; worker: published on the worker route only.
 * The named fixtures (lumen-analytics, brightpath-hr, ...) get their own hand-built records.
 */
export type CatalogRole = "network" | "unwitnessed" | "withdrawn" | "private" | "unclaimed" | "worker";

export interface CatalogCompany {
  slug: string;
  name: string;
  tagline: string;
  industries: string[];
  hqCountry: string;
  dataResidency: string[];
  deploymentModels: string[];
  productNames: string[];
  role: CatalogRole;
}

const c = (
  slug: string,
  name: string,
  tagline: string,
  industries: string[],
  hqCountry: string,
  dataResidency: string[],
  deploymentModels: string[],
  productNames: string[],
  role: CatalogRole = "network",
): CatalogCompany => ({ slug, name, tagline, industries, hqCountry, dataResidency, deploymentModels, productNames, role });

export const CATALOG: readonly CatalogCompany[] = [
  // Named fixtures.
  c(
    "lumen-analytics",
    "Lumen Analytics",
    "Product analytics that keeps event data in the EU",
    ["Analytics"],
    "NL",
    ["EU"],
    ["saas", "self-hosted"],
    ["Lumen Insights", "Lumen Forecast"],
  ),
  c(
    "brightpath-hr",
    "BrightPath HR",
    "Hiring and onboarding workflows for growing teams",
    ["HR Tech"],
    "GB",
    ["UK", "EU"],
    ["saas"],
    ["BrightPath Hire", "BrightPath Onboard"],
  ),
  c("freshstart-io", "Freshstart", "Developer onboarding environments in one click", ["Developer Tools"], "US", ["US"], ["saas"], ["Freshstart Workspaces"]),
  c(
    "quietline",
    "Quietline",
    "Encrypted internal messaging for regulated teams",
    ["Security"],
    "CH",
    ["EU"],
    ["saas", "on-prem"],
    ["Quietline Messenger"],
    "private",
  ),
  c(
    "harbor-labs",
    "Harbor Labs",
    "Container image scanning for build pipelines",
    ["Security", "Developer Tools"],
    "US",
    ["US"],
    ["saas"],
    ["Harbor Scan"],
    "unclaimed",
  ),
  c(
    "kestrel-security",
    "Kestrel Security",
    "Managed detection and response for mid-market SaaS",
    ["Security"],
    "IE",
    ["EU", "US"],
    ["saas", "hybrid"],
    ["Kestrel MDR", "Kestrel Sentinel Agent"],
    "worker",
  ),
  c("ledgerline", "Ledgerline", "Bank reconciliation for finance teams", ["Fintech"], "GB", ["UK"], ["saas"], ["Ledgerline Reconcile"], "worker"),
  c(
    "blankslate-dev",
    "Blankslate",
    "Ephemeral preview environments for every pull request",
    ["Developer Tools"],
    "DE",
    ["EU"],
    ["saas"],
    ["Blankslate Previews"],
    "worker",
  ),
  // Published Network companies.
  c(
    "northwind-ml",
    "Northwind ML",
    "Feature store and model registry for data teams",
    ["Data Infrastructure"],
    "SE",
    ["EU"],
    ["saas", "self-hosted"],
    ["Northwind Features", "Northwind Registry"],
  ),
  c(
    "corvid-observability",
    "Corvid",
    "OpenTelemetry-native tracing and logs",
    ["Observability"],
    "DE",
    ["EU", "US"],
    ["saas", "self-hosted"],
    ["Corvid Traces", "Corvid Logs"],
  ),
  c(
    "tessellate-data",
    "Tessellate Data",
    "Streaming ETL into warehouse tables",
    ["Data Infrastructure"],
    "US",
    ["US", "EU"],
    ["saas", "hybrid"],
    ["Tessellate Pipelines"],
  ),
  c(
    "parcel-ledger",
    "Parcel Ledger",
    "Spend management and card issuing for small businesses",
    ["Fintech"],
    "FR",
    ["EU"],
    ["saas"],
    ["Parcel Cards", "Parcel Expenses"],
  ),
  c(
    "mariner-health-ai",
    "Mariner Health AI",
    "Clinical note summarisation for outpatient clinics",
    ["Healthcare AI"],
    "US",
    ["US"],
    ["saas", "on-prem"],
    ["Mariner Scribe"],
  ),
  c(
    "saltmarsh-legal",
    "Saltmarsh Legal",
    "Contract review assistant for in-house counsel",
    ["Legal Tech"],
    "GB",
    ["UK", "EU"],
    ["saas"],
    ["Saltmarsh Review", "Saltmarsh Clause Library"],
  ),
  c(
    "helpwise-ai",
    "Helpwise AI",
    "Support ticket triage and drafted replies",
    ["Customer Support AI"],
    "IE",
    ["EU", "US"],
    ["saas"],
    ["Helpwise Inbox", "Helpwise Agent"],
  ),
  c(
    "gridline-ops",
    "Gridline",
    "Incident management and on-call scheduling",
    ["Observability", "Developer Tools"],
    "CA",
    ["US"],
    ["saas"],
    ["Gridline On-call"],
  ),
  c("fernwood-pay", "Fernwood Pay", "Payouts API for online marketplaces", ["Fintech"], "NL", ["EU", "UK"], ["saas"], ["Fernwood Payouts"]),
  c(
    "orbitdesk",
    "OrbitDesk",
    "Shared inbox and knowledge base for support teams",
    ["Customer Support AI"],
    "AU",
    ["APAC"],
    ["saas"],
    ["OrbitDesk Inbox", "OrbitDesk KB"],
  ),
  c(
    "quarry-db",
    "Quarry DB",
    "Serverless Postgres with branching",
    ["Data Infrastructure", "Developer Tools"],
    "US",
    ["US", "EU"],
    ["saas", "self-hosted"],
    ["Quarry Cloud"],
  ),
  c(
    "sablecrest-security",
    "Sablecrest",
    "Secrets detection for source code and CI logs",
    ["Security", "Developer Tools"],
    "DE",
    ["EU"],
    ["saas", "self-hosted"],
    ["Sablecrest Scan"],
  ),
  c(
    "cobalt-cadence",
    "Cobalt Cadence",
    "Payroll and benefits for distributed teams",
    ["HR Tech", "Fintech"],
    "US",
    ["US"],
    ["saas"],
    ["Cadence Payroll", "Cadence Benefits"],
  ),
  c(
    "tidepool-analytics",
    "Tidepool Analytics",
    "Warehouse-native BI for product teams",
    ["Analytics"],
    "DK",
    ["EU"],
    ["saas", "self-hosted"],
    ["Tidepool Dashboards"],
  ),
  c("vellum-docs", "Vellum Docs", "Document AI for contract and claims intake", ["Legal Tech"], "ES", ["EU"], ["saas", "on-prem"], ["Vellum Extract"]),
  c(
    "pinebrook-care",
    "Pinebrook Care",
    "Patient intake chat for GP surgeries",
    ["Healthcare AI", "Customer Support AI"],
    "GB",
    ["UK"],
    ["saas"],
    ["Pinebrook Intake"],
  ),
  c(
    "stackyard",
    "Stackyard",
    "Internal developer portal and service catalogue",
    ["Developer Tools"],
    "PL",
    ["EU"],
    ["saas", "self-hosted"],
    ["Stackyard Portal"],
  ),
  c("signalfire-monitoring", "Signalfire", "Synthetic monitoring from forty regions", ["Observability"], "SG", ["APAC", "US"], ["saas"], ["Signalfire Checks"]),
  c(
    "ambergate-identity",
    "Ambergate Identity",
    "Workforce identity and access reviews",
    ["Security"],
    "US",
    ["US", "EU"],
    ["saas", "hybrid"],
    ["Ambergate Access", "Ambergate Reviews"],
  ),
  c("riverbend-hr", "Riverbend", "Performance reviews and goal tracking", ["HR Tech"], "NZ", ["APAC"], ["saas"], ["Riverbend Reviews"]),
  c("copperleaf-finance", "Copperleaf Finance", "Revenue recognition automation", ["Fintech"], "US", ["US"], ["saas"], ["Copperleaf RevRec"]),
  c(
    "meridian-vector",
    "Meridian Vector",
    "Managed vector search for retrieval applications",
    ["Data Infrastructure"],
    "FR",
    ["EU", "US"],
    ["saas", "self-hosted"],
    ["Meridian Index"],
  ),
  c("clausewise", "Clausewise", "Policy drafting assistant for legal teams", ["Legal Tech"], "IE", ["EU"], ["saas"], ["Clausewise Drafts"]),
  c("hollowpine-ai", "Hollowpine AI", "Voice agents for appointment booking", ["Customer Support AI"], "US", ["US"], ["saas"], ["Hollowpine Voice"]),
  c(
    "birchlight-health",
    "Birchlight Health",
    "Radiology worklist prioritisation",
    ["Healthcare AI"],
    "DE",
    ["EU"],
    ["on-prem", "hybrid"],
    ["Birchlight Triage"],
  ),
  c(
    "snowmelt-logs",
    "Snowmelt",
    "Log archiving with search on object storage",
    ["Observability", "Data Infrastructure"],
    "FI",
    ["EU"],
    ["self-hosted", "saas"],
    ["Snowmelt Archive"],
  ),
  c("keystone-guard", "Keystone Guard", "Cloud security posture management", ["Security"], "JP", ["APAC"], ["saas"], ["Keystone Posture"]),
  c("wayfarer-analytics", "Wayfarer Analytics", "Cookie-free web analytics", ["Analytics"], "EE", ["EU"], ["saas", "self-hosted"], ["Wayfarer"]),
  c("foxglove-forms", "Foxglove Forms", "Consent-aware forms and surveys", ["Analytics"], "PT", ["EU"], ["saas"], ["Foxglove Forms"]),
  // Published, never read.
  c(
    "juniper-audit",
    "Juniper Audit",
    "Tamper-evident audit trails for SaaS apps",
    ["Security", "Data Infrastructure"],
    "NL",
    ["EU"],
    ["saas"],
    ["Juniper Trails"],
    "unwitnessed",
  ),
  c(
    "mosaic-payroll",
    "Mosaic Payroll",
    "Contractor payments in forty currencies",
    ["HR Tech", "Fintech"],
    "GB",
    ["UK", "EU"],
    ["saas"],
    ["Mosaic Pay"],
    "unwitnessed",
  ),
  c(
    "alderwick-ai",
    "Alderwick AI",
    "Call notes and follow-ups for sales teams",
    ["Customer Support AI"],
    "CA",
    ["US"],
    ["saas"],
    ["Alderwick Notes"],
    "unwitnessed",
  ),
  // Withdrawn from the Network.
  c("driftwood-ai", "Driftwood AI", "Sentiment analysis API", ["Analytics"], "US", ["US"], ["saas"], ["Driftwood Sentiment"], "withdrawn"),
  c("oakhurst-data", "Oakhurst Data", "Data clean rooms for retail media", ["Data Infrastructure"], "GB", ["UK"], ["saas"], ["Oakhurst Rooms"], "withdrawn"),
  // Claimed and private; known but unclaimed.
  c("northgate-payments", "Northgate Payments", "Card acquiring for travel platforms", ["Fintech"], "IE", ["EU"], ["saas"], ["Northgate Acquiring"], "private"),
  c("pebble-crm", "Pebble CRM", "Lightweight CRM for agencies", ["Customer Support AI"], "ES", ["EU"], ["saas"], ["Pebble"], "unclaimed"),
  c("tallgrass-ai", "Tallgrass AI", "Crop yield forecasting models", ["Analytics"], "AU", ["APAC"], ["saas"], ["Tallgrass Forecast"], "unclaimed"),
];

// The checks a reading runs; `{d}` is the company's domain.
export const CHECKS: readonly { id: string; source: string }[] = [
  { id: "tls-configuration", source: "https://{d}/" },
  { id: "hsts-header", source: "https://{d}/" },
  { id: "security-txt", source: "https://{d}/.well-known/security.txt" },
  { id: "dns-caa", source: "dns:{d}/CAA" },
  { id: "dmarc-policy", source: "dns:_dmarc.{d}/TXT" },
  { id: "spf-record", source: "dns:{d}/TXT" },
  { id: "privacy-policy", source: "https://{d}/privacy" },
  { id: "subprocessor-list", source: "https://{d}/subprocessors" },
  { id: "status-page", source: "https://status.{d}/" },
  { id: "vulnerability-disclosure", source: "https://{d}/security" },
  { id: "content-security-policy", source: "https://{d}/" },
  { id: "sso-metadata", source: "https://{d}/saml/metadata" },
  { id: "trust-center", source: "https://trust.{d}/" },
  { id: "ai-disclosure", source: "https://{d}/ai" },
];

export type SeedOrigin = "company_declared" | "witnessed" | "public_source";

export interface FactTemplate {
  category: string;
  key: string;
  label: string;
  origin: SeedOrigin;
  values: readonly string[];
  /** Where a public-source account is read; `{d}` is the domain. */
  source?: string;
}

// Optional facts a generic company may carry; `{d}` is the domain. Every company also gets its
// founding year, headquarters and TLS reading (see demo-network.ts).
export const FACT_TEMPLATES: readonly FactTemplate[] = [
  {
    category: "company",
    key: "employees",
    label: "Employees",
    origin: "public_source",
    values: ["11–50", "51–200", "201–500", "501–1,000"],
    source: "https://registry.example/companies/{d}",
  },
  {
    category: "security",
    key: "hsts",
    label: "HSTS",
    origin: "witnessed",
    values: ["max-age=31536000; includeSubDomains", "max-age=63072000; includeSubDomains; preload", "Not sent"],
  },
  {
    category: "security",
    key: "security-txt",
    label: "security.txt",
    origin: "witnessed",
    values: ["Published with contact and expiry", "Published; expiry date has passed", "Not found"],
  },
  {
    category: "security",
    key: "sso",
    label: "Single sign-on",
    origin: "company_declared",
    values: ["SAML 2.0 and OIDC on all plans", "SAML 2.0 on the Enterprise plan", "OIDC via Google and Microsoft accounts"],
  },
  {
    category: "security",
    key: "mfa",
    label: "Multi-factor authentication",
    origin: "company_declared",
    values: ["Enforced for all workforce accounts", "TOTP and WebAuthn available to customers; enforced for staff"],
  },
  {
    category: "security",
    key: "penetration-test",
    label: "Penetration testing",
    origin: "company_declared",
    values: ["Annual third-party test", "Twice-yearly third-party test", "Annual test plus a public bug bounty"],
  },
  {
    category: "security",
    key: "data-retention",
    label: "Customer data retention",
    origin: "company_declared",
    values: ["30 days after termination", "90 days after termination", "Deleted within 14 days of termination"],
  },
  {
    category: "security",
    key: "vulnerability-disclosure",
    label: "Vulnerability disclosure",
    origin: "public_source",
    values: ["Policy published with safe-harbour wording", "Bug bounty on a public platform"],
    source: "https://{d}/security",
  },
  {
    category: "privacy",
    key: "dpa",
    label: "Data processing agreement",
    origin: "company_declared",
    values: ["Standard DPA with EU SCCs", "DPA available on request", "Self-serve DPA with UK IDTA addendum"],
  },
  {
    category: "privacy",
    key: "subprocessors",
    label: "Subprocessor list",
    origin: "public_source",
    values: ["Published at {d}/subprocessors", "Published with email change notifications"],
    source: "https://{d}/subprocessors",
  },
  {
    category: "privacy",
    key: "privacy-policy",
    label: "Privacy policy",
    origin: "witnessed",
    values: ["Published at {d}/privacy", "Published; names a data protection officer"],
  },
  {
    category: "ai",
    key: "training-on-customer-data",
    label: "Training on customer data",
    origin: "company_declared",
    values: ["Customer data is not used to train models", "Opt-in only, off by default", "Used only for per-tenant fine-tuning"],
  },
  {
    category: "ai",
    key: "model-providers",
    label: "Model providers",
    origin: "company_declared",
    values: ["Self-hosted open-weight models", "Third-party foundation model APIs in the EU region", "In-house models only"],
  },
  {
    category: "ai",
    key: "ai-disclosure",
    label: "AI use disclosure",
    origin: "witnessed",
    values: ["AI use page published at {d}/ai", "Transparency notice in product documentation"],
  },
  {
    category: "infrastructure",
    key: "hosting",
    label: "Hosting",
    origin: "witnessed",
    values: ["AWS eu-central-1", "Google Cloud europe-west1", "Azure West Europe", "AWS us-east-1", "Hetzner Falkenstein", "OVHcloud Gravelines"],
  },
  {
    category: "infrastructure",
    key: "status-page",
    label: "Status page",
    origin: "witnessed",
    values: ["status.{d} responds with 90-day history", "status.{d} responds"],
  },
  { category: "infrastructure", key: "cdn", label: "CDN", origin: "witnessed", values: ["Cloudflare", "Fastly", "Amazon CloudFront"] },
];

export const TLS_VALUES = ["TLS 1.3 and 1.2 offered; 1.0 and 1.1 refused", "TLS 1.3 only", "TLS 1.2 and 1.3 offered"] as const;
