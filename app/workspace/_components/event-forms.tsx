// Form pieces shared by the endpoint and alert-destination pages (work without JavaScript).
import { Field } from "@/app/_components/field";

/** The URL field of a registration form, with why a URL is refused. */
export function HttpsUrlField() {
  return (
    <Field
      id="url"
      label="HTTPS URL"
      help={{ id: "url-help", text: "A public HTTPS address; private, loopback and metadata addresses are refused." }}
    >
      <input id="url" name="url" type="url" required pattern="https://.*" size={60} aria-describedby="url-help" />
    </Field>
  );
}

/** "disabled <when>" or "active": the state column of an event target. */
export function targetState(t: { disabledAt: Date | null }): string {
  return t.disabledAt ? `disabled ${t.disabledAt.toISOString()}` : "active";
}
