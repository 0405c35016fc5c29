/** SPEC.md §2: the document title is the page title plus the brand. React 19 hoists <title>. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · FormQR`}</title>;
}
