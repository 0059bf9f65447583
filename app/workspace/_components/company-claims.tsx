// The workspace's company claims and the form that adds one by domain (issue 29), on the workspace page.
import type { ClaimWithCompany } from "@/lib/companies/claims";
import { Field } from "@/app/_components/field";
import { PostForm } from "@/app/_components/post-form";

export function CompanyClaims({ claims, domain }: { claims: ClaimWithCompany[]; domain?: string }) {
  return (
    <>
      <h3>Claims</h3>
      {claims.length ? (
        <ul>
          {claims.map((c) => (
            <li key={c.id}>
              <a href={`/workspace/companies/${encodeURIComponent(c.company.slug)}`}>{c.company.domain}</a>: {c.state}
            </li>
          ))}
        </ul>
      ) : (
        <p>No claim yet.</p>
      )}
      <PostForm action="/api/workspace/companies" submit="Add company">
        <Field
          id="add-domain"
          label="Company domain"
          help={{
            id: "add-domain-help",
            text: "The domain you control, e.g. acme.com. You then prove control by a DNS TXT record or an HTTPS file.",
          }}
        >
          <input id="add-domain" name="domain" required size={40} defaultValue={domain} aria-describedby="add-domain-help" />
        </Field>
      </PostForm>
    </>
  );
}
