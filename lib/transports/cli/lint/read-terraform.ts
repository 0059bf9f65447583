// Counts what Terraform declares, from three inputs of one shape: `.tf` (parsed by HashiCorp's HCL
// parser, `@cdktf/hcl2json`, into the JSON configuration syntax), `.tf.json` (that syntax already)
// and a plan (`terraform show -json`). Comments are gone after parsing, so a commented-out setting
// counts as nothing; an expression is rendered `${...}` and counts as unresolved.
import {
  countRegion,
  emptyCounts,
  encryptionOf,
  isCredentialLiteral,
  namesAnyAddress,
  type DeclarationCounts,
} from "@/lib/transports/cli/lint/declaration-counts";

type Attrs = Record<string, unknown>;
interface Resource {
  type: string;
  name: string;
  attrs: Attrs;
}

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const isObject = (v: unknown): v is Attrs => typeof v === "object" && v !== null && !Array.isArray(v);
/** In the JSON syntax a block is an object or a list of objects: its first object, if any. */
const firstBlock = (v: unknown): Attrs | undefined => asArray(v).find(isObject);

const LOGGING_TYPE_PREFIXES = [
  "aws_cloudtrail",
  "aws_flow_log",
  "aws_s3_bucket_logging",
  "aws_cloudwatch_log_group",
  "aws_config_configuration_recorder",
  "google_logging_",
  "azurerm_monitor_diagnostic_setting",
  "azurerm_log_analytics_workspace",
];
const LOGGING_TYPES = new RegExp(`^(${LOGGING_TYPE_PREFIXES.join("|")})`);
const LOGGING_BLOCKS = ["logging", "access_logs", "log_config", "logging_config", "enabled_cloudwatch_logs_exports"];
const IDENTITY_TYPES = /^(aws_iam_|google_service_account|google_.*_iam_|azurerm_role_|azurerm_user_assigned_identity|azuread_)/;
const ADDRESS_KEYS = [
  "cidr_blocks",
  "ipv6_cidr_blocks",
  "cidr_ipv4",
  "cidr_ipv6",
  "source_ranges",
  "source_address_prefix",
  "source_address_prefixes",
];

/** The attribute of each storage type that states its encryption (a function for nested blocks). */
const STORAGE: Record<string, (r: Resource, all: Resource[]) => unknown> = {
  aws_ebs_volume: (r) => r.attrs.encrypted,
  aws_efs_file_system: (r) => r.attrs.encrypted,
  aws_db_instance: (r) => r.attrs.storage_encrypted,
  aws_rds_cluster: (r) => r.attrs.storage_encrypted,
  aws_dynamodb_table: (r) => firstBlock(r.attrs.server_side_encryption)?.enabled,
  aws_s3_bucket: (r, all) => {
    if (firstBlock(r.attrs.server_side_encryption_configuration)) return true;
    // The separate encryption resource names its bucket by reference (`aws_s3_bucket.<name>.id`) in
    // a configuration, or by the bucket's literal name in a plan.
    const named = all.some(
      (o) =>
        o.type === "aws_s3_bucket_server_side_encryption_configuration" &&
        typeof o.attrs.bucket === "string" &&
        (o.attrs.bucket.includes(`aws_s3_bucket.${r.name}.`) || (typeof r.attrs.bucket === "string" && o.attrs.bucket === r.attrs.bucket)),
    );
    return named ? true : undefined;
  },
  google_storage_bucket: (r) => (firstBlock(r.attrs.encryption) ? true : undefined),
  google_compute_disk: (r) => (firstBlock(r.attrs.disk_encryption_key) ? true : undefined),
  azurerm_managed_disk: (r) => (firstBlock(r.attrs.encryption_settings) ? true : undefined),
  azurerm_storage_account: (r) => r.attrs.infrastructure_encryption_enabled,
};

function walkValues(value: unknown, visit: (key: string, v: unknown, owner: Attrs) => void): void {
  if (Array.isArray(value)) return value.forEach((v) => walkValues(v, visit));
  if (!isObject(value)) return;
  for (const [k, v] of Object.entries(value)) {
    visit(k, v, value);
    walkValues(v, visit);
  }
}

function countResources(resources: Resource[], providers: Attrs[], counts: DeclarationCounts): void {
  for (const provider of providers) countRegion(counts, provider.region);
  for (const r of resources) {
    if (r.attrs.region !== undefined) countRegion(counts, r.attrs.region);
    if (r.type.startsWith("azurerm_") && r.attrs.location !== undefined) countRegion(counts, r.attrs.location);
    const storage = STORAGE[r.type];
    if (storage) counts.storage[encryptionOf(storage(r, resources))] += 1;
    if (LOGGING_TYPES.test(r.type) || LOGGING_BLOCKS.some((b) => asArray(r.attrs[b]).length > 0)) counts.logging += 1;
    if (IDENTITY_TYPES.test(r.type)) counts.identity += 1;
    const openRules = new Set<Attrs>();
    walkValues(r.attrs, (key, v, owner) => {
      if (ADDRESS_KEYS.includes(key) && namesAnyAddress(v)) openRules.add(owner);
      if (isCredentialLiteral(key, v)) counts.inline_credentials += 1;
    });
    counts.open_to_any_address += openRules.size;
  }
}

/** A configuration in the JSON syntax (from `.tf` through the HCL parser, or `.tf.json`). */
export function countTerraformConfiguration(doc: unknown): DeclarationCounts {
  const counts = emptyCounts();
  if (!isObject(doc)) return counts;
  const providers: Attrs[] = [];
  for (const blocks of Object.values(isObject(doc.provider) ? doc.provider : {})) providers.push(...asArray(blocks).filter(isObject));
  // `.tf.json` may also write `provider` as a list of single-key objects.
  for (const item of Array.isArray(doc.provider) ? doc.provider : []) {
    if (isObject(item)) for (const blocks of Object.values(item)) providers.push(...asArray(blocks).filter(isObject));
  }
  const resources: Resource[] = [];
  for (const [type, byName] of Object.entries(isObject(doc.resource) ? doc.resource : {})) {
    if (!isObject(byName)) continue;
    for (const [name, blocks] of Object.entries(byName)) {
      for (const attrs of asArray(blocks).filter(isObject)) resources.push({ type, name, attrs });
    }
  }
  countResources(resources, providers, counts);
  return counts;
}

/** True when a JSON document is a Terraform plan (`terraform show -json`). */
export function isTerraformPlan(doc: unknown): boolean {
  return isObject(doc) && typeof doc.format_version === "string" && (isObject(doc.planned_values) || Array.isArray(doc.resource_changes));
}

export function countTerraformPlan(doc: unknown): DeclarationCounts {
  const counts = emptyCounts();
  if (!isObject(doc)) return counts;
  const resources: Resource[] = [];
  const collect = (module: unknown) => {
    if (!isObject(module)) return;
    for (const r of asArray(module.resources).filter(isObject)) {
      if (r.mode === "data") continue;
      resources.push({ type: String(r.type), name: String(r.name), attrs: isObject(r.values) ? r.values : {} });
    }
    asArray(module.child_modules).forEach(collect);
  };
  collect(isObject(doc.planned_values) ? doc.planned_values.root_module : undefined);
  const providers: Attrs[] = [];
  const config = isObject(doc.configuration) && isObject(doc.configuration.provider_config) ? doc.configuration.provider_config : {};
  for (const p of Object.values(config)) {
    const region = isObject(p) && isObject(p.expressions) && isObject(p.expressions.region) ? p.expressions.region : undefined;
    if (!region) continue;
    // A constant is known; a reference (a variable) is not settled by the plan's configuration.
    providers.push({ region: "constant_value" in region ? region.constant_value : "${unresolved}" });
  }
  countResources(resources, providers, counts);
  return counts;
}
