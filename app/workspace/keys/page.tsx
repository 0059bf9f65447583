import type { Metadata } from "next";
import { listApiKeys } from "@/lib/auth/api-keys";
import { SCOPED_OPERATION_NAMES, SCOPED_OPERATIONS } from "@/lib/auth/operations";
import { DataTable, type Column } from "@/app/_components/data-table";
import { Field } from "@/app/_components/field";
import { FormNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";
import { Section } from "@/lib/transports/pages/components/section";
import { signedInPage } from "@/app/_components/signed-in-page";

export const metadata: Metadata = { title: "API keys" };

export default async function KeysPage({ searchParams }: { searchParams: PageSearch }) {
  const { me, msg, db } = await signedInPage(searchParams);
  const keys = await listApiKeys(db, me.workspace.id);
  const columns: Column<(typeof keys)[number]>[] = [
    { header: "Name", cell: (k) => k.name },
    { header: "Kind", cell: (k) => (k.dpopJkt ? "bound" : "ingest") },
    { header: "Starts", cell: (k) => <code>tk_live_{k.hint}…</code> },
    { header: "Created", cell: (k) => k.createdAt.toISOString() },
    { header: "Last used", cell: (k) => k.lastUsedAt?.toISOString() ?? "never" },
    {
      header: "State",
      cell: (k) =>
        k.revokedAt ? (
          `revoked ${k.revokedAt.toISOString()}`
        ) : (
          <PostForm
            action={`/api/workspace/keys/${encodeURIComponent(k.id)}/revoke`}
            submit="Revoke"
            label={`Revoke key ${k.name}`}
          />
        ),
    },
  ];
  return (
    <>
      <h1>API keys</h1>
      <FormNotice {...msg} />
      <p>
        A <strong>bound</strong> key is created with the thumbprint (RFC 7638) of your client&apos;s public key: only requests
        carrying a DPoP proof signed by that key are accepted, and the key sent as a plain bearer token is refused. An{" "}
        <strong>ingest</strong> key (no thumbprint) reaches only <code>POST /v1/evidence/webhook</code> and reads nothing. A key is
        shown once, when created; we keep only its SHA-256 hash.
      </p>

      <Section id="create" title="Create a key">
        {me.user.emailConfirmedAt ? (
          <PostForm action="/api/workspace/keys" submit="Create key">
            <Field id="name" label="Name">
              <input id="name" name="name" required maxLength={80} />
            </Field>
            <Field
              id="dpop_jkt"
              label="Public key thumbprint (dpop_jkt); leave empty for an ingest key"
              help={{ id: "jkt-help", text: "43 characters, base64url SHA-256 of your ES256 or Ed25519 public key." }}
            >
              <input id="dpop_jkt" name="dpop_jkt" pattern="[A-Za-z0-9_\-]{43}" size={50} aria-describedby="jkt-help" />
            </Field>
          </PostForm>
        ) : (
          <p>Confirm your address first: follow the link we mailed you.</p>
        )}
      </Section>

      <Section id="keys" title="Keys">
        <DataTable rows={keys} rowKey={(k) => k.id} empty="No keys yet." columns={columns} />
      </Section>

      <Section id="scoped" title="Mint a scoped token">
        <p>
          An <code>st_</code> token for one operation, 15 to 60 minutes, bound to your client&apos;s key.
        </p>
        <PostForm action="/api/workspace/tokens" submit="Mint token">
          <Field id="operation" label="Operation">
            <select id="operation" name="operation">
              {SCOPED_OPERATION_NAMES.map((op) => (
                <option key={op} value={op}>
                  {op} ({SCOPED_OPERATIONS[op]})
                </option>
              ))}
            </select>
          </Field>
          <Field id="st-jkt" label="Public key thumbprint (dpop_jkt)">
            <input id="st-jkt" name="dpop_jkt" required pattern="[A-Za-z0-9_\-]{43}" size={50} />
          </Field>
          <Field id="ttl" label="Minutes valid (15 to 60)">
            <input id="ttl" name="ttl_minutes" type="number" min={15} max={60} defaultValue={15} />
          </Field>
        </PostForm>
      </Section>
    </>
  );
}
