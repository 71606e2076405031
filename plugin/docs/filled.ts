type JsonSchema = Record<string, unknown>

/** `schema` with `name` no longer required, in it and in each of its alternatives (`anyOf`, `allOf`). */
function notRequired (schema: JsonSchema, name: string): JsonSchema {
  const out: JsonSchema = { ...schema }
  if (Array.isArray(schema.required)) {
    const required = (schema.required as string[]).filter(item => item !== name)
    if (required.length > 0) out.required = required
    else delete out.required
  }
  for (const key of ['anyOf', 'allOf'] as const) {
    if (Array.isArray(schema[key])) out[key] = (schema[key] as JsonSchema[]).map(part => notRequired(part, name))
  }
  return out
}

/** The schema at one step of a dotted path: a property, through a nullable `anyOf` and a list's `items`. */
function atStep (schema: JsonSchema, step: string, change: (inner: JsonSchema) => JsonSchema): JsonSchema {
  if (Array.isArray(schema.anyOf)) return { ...schema, anyOf: (schema.anyOf as JsonSchema[]).map(part => atStep(part, step, change)) }
  if (schema.type === 'array' && schema.items !== undefined) return { ...schema, items: atStep(schema.items as JsonSchema, step, change) }
  const properties = schema.properties as Record<string, JsonSchema> | undefined
  if (properties?.[step] === undefined) return schema
  return { ...schema, properties: { ...properties, [step]: change(properties[step]) } }
}

function withoutPath (schema: JsonSchema, path: readonly string[]): JsonSchema {
  if (path.length === 1) {
    if (schema.type === 'array' && schema.items !== undefined) return { ...schema, items: withoutPath(schema.items as JsonSchema, path) }
    // A writable list in a PATCH: the whole set, or the change form whose `add` holds the same records.
    if (Array.isArray(schema.anyOf)) return { ...schema, anyOf: (schema.anyOf as JsonSchema[]).map(part => withoutPath(part, path)) }
    const add = (schema.properties as Record<string, JsonSchema> | undefined)?.add
    if (schema.title === undefined && add?.type === 'array') return atStep(schema, 'add', inner => withoutPath(inner, path))
    return notRequired(schema, path[0])
  }
  return atStep(schema, path[0], inner => withoutPath(inner, path.slice(1)))
}

/**
 * A write body's schema without the fields a resource's hooks fill in (`filledByHooks`): a client
 * may leave them out, so the document does not require them (`ownerId`, or `jobs.ownerId` in
 * each record of a writable list).
 */
export function withoutFilled (body: JsonSchema, filled: readonly string[] | undefined): JsonSchema {
  let out = body
  for (const path of filled ?? []) out = withoutPath(out, path.split('.'))
  return out
}
