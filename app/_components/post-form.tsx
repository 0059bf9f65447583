// A form posted without JavaScript: its fields, then one submit button. A `label` names the button for
// the row it acts on when its text alone ("Revoke", "Disable") would be ambiguous.
import type { ReactNode } from "react";

export function PostForm({
  action,
  submit,
  label,
  children,
}: {
  action: string;
  submit: ReactNode;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <form method="post" action={action}>
      {children}
      <button type="submit" aria-label={label}>
        {submit}
      </button>
    </form>
  );
}
