type Json = Record<string, unknown>

/** Outside code spans, `<` and `>` as Markdown entities: Swagger UI renders descriptions as HTML, where `"<digest>"` is a tag and vanishes. */
function escapeBrackets (text: string): string {
  return text.split(/(`[^`]*`)/).map((part, i) => i % 2 === 1 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')).join('')
}

function escaped (value: unknown): unknown {
  if (Array.isArray(value)) return value.map(escaped)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, (key === 'description' || key === 'summary') && typeof item === 'string' ? escapeBrackets(item) : key === 'examples' || key === 'example' ? item : escaped(item)]))
}

/**
 * The document as Swagger UI shows it: without the HEAD twins (every GET shown twice, the same
 * answers without bodies), and with the text in angle brackets of descriptions kept
 * (`User:<id>`). The served document (/openapi.json) keeps both as they are.
 */
export function uiDocument (document: Json): Json {
  const paths = Object.fromEntries(Object.entries(document.paths as Record<string, Json>).map(([path, item]) => {
    const { head: _, ...rest } = item
    return [path, rest]
  }))
  return escaped({ ...document, paths }) as Json
}
