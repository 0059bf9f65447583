// Form pieces shared by the endpoint and alert-destination pages (work without JavaScript).

/** The URL field of a registration form, with why a URL is refused. */
export function HttpsUrlField() {
  return (
    <p>
      <label htmlFor="url">HTTPS URL</label>
      <br />
      <input id="url" name="url" type="url" required pattern="https://.*" size={60} aria-describedby="url-help" />
      <br />
      <small id="url-help">A public HTTPS address; private, loopback and metadata addresses are refused.</small>
    </p>
  );
}

/** One action on one row: a form with a single button, labelled for the row it acts on. */
export function PostButton({ action, text, label }: { action: string; text: string; label: string }) {
  return (
    <form method="post" action={action}>
      <button type="submit" aria-label={label}>
        {text}
      </button>
    </form>
  );
}
