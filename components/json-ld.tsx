/**
 * A schema.org JSON-LD block. `data` is serialised here with every `<` escaped, so text from the
 * catalogue (course names, descriptions) can never close the script tag.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
