// A plain list of links (site navigation, the workspace menu, the footer's machine-readable documents).
export function LinkList({ links, label }: { links: readonly (readonly [href: string, text: string])[]; label?: string }) {
  return (
    <ul aria-label={label}>
      {links.map(([href, text]) => (
        <li key={href}>
          <a href={href}>{text}</a>
        </li>
      ))}
    </ul>
  );
}
