// The words of a free-text search, as the directory schema bounds them and the filter matches them.
export function textTerms(text: string | undefined): string[] {
  return (text ?? "").toLowerCase().split(/\s+/).filter(Boolean);
}
