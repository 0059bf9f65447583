import type { Metadata } from "next";
import { listSources, type SourceView } from "@/lib/witness/connectors/workspace-sources";
import { DataTable, type Column } from "@/app/_components/data-table";
import { Field } from "@/app/_components/field";
import { FormNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";
import { Section } from "@/lib/transports/pages/components/section";
import { signedInPage } from "@/app/_components/signed-in-page";

export const metadata: Metadata = { title: "Connected sources" };

/** The company picker of a connect form; ids differ per form so each label points at its own control. */
function CompanyField({ prefix, companies }: { prefix: string; companies: { slug: string; name: string }[] }) {
  return (
    <Field id={`${prefix}-company`} label="Company">
      <select id={`${prefix}-company`} name="company" required>
        {companies.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

function outcomes(s: SourceView): string {
  const entries = Object.entries(s.lastChecks);
  return entries.length ? entries.map(([control, outcome]) => `${control}: ${outcome}`).join("; ") : "not read yet";
}

export default async function ConnectorsPage({ searchParams }: { searchParams: PageSearch }) {
  const { me, msg, db } = await signedInPage(searchParams);
  const [sources, companies] = await Promise.all([
    listSources(db, me.workspace.id),
    db.company.findMany({ where: { workspaceId: me.workspace.id }, select: { slug: true, name: true }, orderBy: { name: "asc" } }),
  ]);
  const columns: Column<SourceView>[] = [
    { header: "Company", cell: (s) => <code>{s.company}</code> },
    { header: "Source", cell: (s) => `${s.label} (${s.connector})` },
    { header: "Settings", cell: (s) => <code>{JSON.stringify(s.config)}</code> },
    { header: "Status", cell: (s) => `${s.status}${s.lastSyncAt ? `, read ${s.lastSyncAt.toISOString()}` : ""}` },
    { header: "Last checks", cell: outcomes },
    {
      header: "Actions",
      cell: (s) => (
        <PostForm
          action={`/api/workspace/connectors/${encodeURIComponent(s.id)}/disconnect`}
          submit="Disconnect"
          label={`Disconnect ${s.label} of ${s.company}`}
        />
      ),
    },
  ];
  return (
    <>
      <h1>Connected sources</h1>
      <FormNotice {...msg} />
      <p>
        The witnessing engine reads each connected source at every reading of its company and records what it saw as witnessed checks.
        Tokens are stored sealed and never shown again. Connecting and disconnecting needs the owner or admin role; at most 10 sources
        per company.
      </p>

      {companies.length === 0 ? (
        <p>Your workspace has no company yet: claim one first.</p>
      ) : (
        <>
          <Section id="github" title="Connect a GitHub organisation">
            <PostForm action="/api/workspace/connectors" submit="Connect GitHub">
              <input type="hidden" name="connector" value="github" />
              <CompanyField prefix="gh" companies={companies} />
              <Field id="gh-org" label="Organisation">
                <input id="gh-org" name="org" required size={40} />
              </Field>
              <Field id="gh-repos" label="Repositories whose default branch must be protected, comma-separated">
                <input id="gh-repos" name="repos" size={60} />
              </Field>
              <Field
                id="gh-base"
                label="API base URL (GitHub Enterprise Server only)"
                help={{ id: "gh-base-help", text: "Empty for https://api.github.com." }}
              >
                <input id="gh-base" name="base_url" type="url" pattern="https://.*" size={60} aria-describedby="gh-base-help" />
              </Field>
              <Field
                id="gh-token"
                label="Read-only token"
                help={{ id: "gh-token-help", text: "Stored sealed; it is never shown again." }}
              >
                <input
                  id="gh-token"
                  name="token"
                  type="password"
                  required
                  autoComplete="off"
                  size={60}
                  aria-describedby="gh-token-help"
                />
              </Field>
            </PostForm>
          </Section>

          <Section id="evidence" title="Connect an evidence document">
            <PostForm action="/api/workspace/connectors" submit="Connect evidence document">
              <input type="hidden" name="connector" value="evidence-document" />
              <CompanyField prefix="ev" companies={companies} />
              <Field
                id="ev-url"
                label="HTTPS URL"
                help={{ id: "ev-url-help", text: "A public HTTPS address; private, loopback and metadata addresses are refused." }}
              >
                <input id="ev-url" name="url" type="url" required pattern="https://.*" size={60} aria-describedby="ev-url-help" />
              </Field>
            </PostForm>
          </Section>
        </>
      )}

      <Section id="sources" title="Sources">
        <DataTable rows={sources} rowKey={(s) => s.id} empty="No connected sources yet." columns={columns} />
      </Section>
    </>
  );
}
