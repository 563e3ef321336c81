/** Structured data for search engines (schema.org), rendered as JSON-LD. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // `<` is escaped so product text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
