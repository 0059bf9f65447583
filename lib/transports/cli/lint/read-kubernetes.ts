// Counts what Kubernetes manifests declare. YAML is parsed strictly (the `yaml` library: duplicate
// keys and malformed documents are errors, so the file is `invalid`, never half-read). A YAML file
// with no Kubernetes object in it is not applicable.
import { parseAllDocuments } from "yaml";
import {
  countRegion,
  emptyCounts,
  encryptionOf,
  isCredentialLiteral,
  namesAnyAddress,
  type DeclarationCounts,
} from "@/lib/transports/cli/lint/declaration-counts";

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export class ManifestError extends Error {}

/** The Kubernetes objects of a YAML text; throws ManifestError on any parse error. */
export function parseManifests(text: string): Obj[] {
  const docs = parseAllDocuments(text, { strict: true, uniqueKeys: true, prettyErrors: false });
  if (!Array.isArray(docs)) throw new ManifestError("not a YAML stream");
  const objects: Obj[] = [];
  for (const doc of docs) {
    if (doc.errors.length) throw new ManifestError(doc.errors[0].message);
    const value = doc.toJS({ maxAliasCount: 100 });
    const items = isObject(value) && value.kind === "List" ? list(value.items) : [value];
    for (const item of items)
      if (isObject(item) && typeof item.apiVersion === "string" && typeof item.kind === "string") objects.push(item);
  }
  return objects;
}

const IDENTITY_KINDS = new Set(["ServiceAccount", "Role", "ClusterRole", "RoleBinding", "ClusterRoleBinding"]);
const REGION_LABELS = ["topology.kubernetes.io/region", "failure-domain.beta.kubernetes.io/region"];

function walk(value: unknown, visit: (v: Obj) => void): void {
  if (Array.isArray(value)) return value.forEach((v) => walk(v, visit));
  if (!isObject(value)) return;
  visit(value);
  Object.values(value).forEach((v) => walk(v, visit));
}

export function countManifests(objects: Obj[]): DeclarationCounts {
  const counts = emptyCounts();
  for (const o of objects) {
    const kind = o.kind as string;
    const spec = isObject(o.spec) ? o.spec : {};
    if (IDENTITY_KINDS.has(kind)) counts.identity += 1;
    if (kind === "Secret") {
      // Every key of a Secret manifest is a credential literal written into the file.
      counts.inline_credentials +=
        Object.keys(isObject(o.data) ? o.data : {}).length + Object.keys(isObject(o.stringData) ? o.stringData : {}).length;
    }
    if (kind === "StorageClass") {
      const parameters = isObject(o.parameters) ? o.parameters : {};
      counts.storage[encryptionOf(parameters.encrypted)] += 1;
    }
    if (kind === "PersistentVolumeClaim" || kind === "PersistentVolume") counts.storage.not_stated += 1;
    if (kind === "Service" && spec.type === "LoadBalancer") {
      const ranges = list(spec.loadBalancerSourceRanges);
      if (ranges.length === 0 || namesAnyAddress(ranges)) counts.open_to_any_address += 1;
    }
    walk(o, (node) => {
      // NetworkPolicy peers: `ipBlock: { cidr: 0.0.0.0/0 }`.
      if (isObject(node.ipBlock) && namesAnyAddress(node.ipBlock.cidr)) counts.open_to_any_address += 1;
      // Container environment: `{ name, value }` with a literal value (never `valueFrom`).
      if (typeof node.name === "string" && "value" in node && !("valueFrom" in node) && isCredentialLiteral(node.name, node.value, true))
        counts.inline_credentials += 1;
      for (const label of REGION_LABELS) {
        if (typeof node[label] === "string") countRegion(counts, node[label], true);
        if (node.key === label) for (const v of list(node.values)) countRegion(counts, v, true);
      }
      if (typeof node.value === "string" && typeof node.name === "string" && /^(aws_region|aws_default_region|region)$/i.test(node.name))
        countRegion(counts, node.value, true);
    });
  }
  return counts;
}
