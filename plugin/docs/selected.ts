type JsonSchema = Record<string, unknown>

/**
 * A record schema as a `fields` selection answers it (extensions §2): the same properties, none
 * required at any depth (a selection shows only the fields it names), named `<Type>Fields`.
 */
export function selectedVariant (schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required') continue
    if (key === 'title') out.title = `${String(value)}Fields`
    else if (key === 'properties') out.properties = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([name, property]) => [name, selectedVariant(property)]))
    else if (key === 'items') out.items = selectedVariant(value as JsonSchema)
    else out[key] = value
  }
  return out
}

/** A GET's 200 for the document: the whole answer, or a `fields` selection's, or more (`also`). */
export function withSelections (answer: JsonSchema, also: JsonSchema[] = []): JsonSchema {
  const { description, headers, ...body } = answer
  return { description: `${String(description)}; with fields=..., only the fields named`, headers, anyOf: [body, selectedVariant(body), ...also] }
}
