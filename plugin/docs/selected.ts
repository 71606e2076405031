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

/** An answer a query parameter brings in place of the usual one (`fields`, `debug=true`). */
export interface AnswerVariant {
  /** The query parameter that brings it, and the value it needs when any will not do. */
  parameter: string
  value?: string
  description: string
  schema: JsonSchema
}

/** The response extension that lists an answer's variants (docs/openapi.md). */
export const VARIANTS = 'x-answer-variants'

/**
 * A GET's 200 for the document: the whole answer, its full record type with every field required,
 * as the one schema a client generator types a success by; what `fields` (and `also`: debug=true)
 * answer instead is listed beside it in `x-answer-variants`, each a named schema (`BookFields`),
 * not a union every call would have to narrow. OpenAPI has one schema per status and media type.
 */
export function withSelections (answer: JsonSchema, also: AnswerVariant[] = []): JsonSchema {
  const { description, headers, ...body } = answer
  const fields: AnswerVariant = { parameter: 'fields', description: 'With fields=..., only the fields named', schema: selectedVariant(body) }
  const names = [fields, ...also].map(variant => `${String(variant.schema.title)} (${variant.parameter}${variant.value === undefined ? '' : `=${variant.value}`})`)
  return { description: `${String(description)}; other answers in ${VARIANTS}: ${names.join(', ')}`, headers, ...body, [VARIANTS]: [fields, ...also] }
}
