type Json = Record<string, unknown>

import { VARIANTS } from './selected.ts'

const REF = '#/components/schemas/'

/** A named schema without its description, which belongs to the answer that uses it (`The created Book`). */
function component (schema: Json): Json {
  const { description: _, ...rest } = schema
  return rest
}

/**
 * Replaces every schema named by a `title` (a record type and its variants: `Book`, `BookCreate`,
 * `BookPage`) with a `$ref` to one component of that name, innermost first. Equal schemas share
 * a component; a different schema under a taken name gets a number (`Job2`: a Job answered with
 * fewer fields).
 */
export class Components {
  private readonly byContent = new Map<string, string>()
  private readonly schemas: Record<string, Json>

  constructor (schemas: Record<string, Json>) {
    this.schemas = schemas
    for (const [name, schema] of Object.entries(schemas)) this.byContent.set(JSON.stringify(schema), name)
  }

  hoist (value: unknown): unknown {
    if (Array.isArray(value)) return value.map(item => this.hoist(item))
    if (typeof value !== 'object' || value === null) return value
    const out: Json = {}
    for (const [key, item] of Object.entries(value)) out[key] = key === 'examples' || key === 'example' ? item : this.hoist(item)
    const title = out.title
    if (typeof title !== 'string' || out.type === undefined) return out
    const named = component(out)
    const key = JSON.stringify(named)
    let name = this.byContent.get(key)
    if (name === undefined) {
      name = title
      for (let n = 2; Object.hasOwn(this.schemas, name); n++) name = `${title}${n}`
      this.schemas[name] = named
      this.byContent.set(key, name)
    }
    return { $ref: REF + name }
  }
}

/** Hoists the named schemas of every request body and answer of the document into its components. */
export function hoistComponents (document: Json): void {
  const components = (document.components ??= {}) as Json
  const components_ = new Components((components.schemas ??= {}) as Record<string, Json>)
  for (const path of Object.values(document.paths as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(path)) {
      if (typeof operation !== 'object' || operation === null) continue
      liftVariants(operation)
      const body = operation.requestBody as Json | undefined
      if (body !== undefined) body.content = components_.hoist(body.content)
      const responses = operation.responses as Record<string, Json> | undefined
      for (const answer of Object.values(responses ?? {})) {
        if (answer.content !== undefined) answer.content = components_.hoist(answer.content)
      }
    }
  }
}

/**
 * An answer's variants stay inline, each named by its title: a component only they used would be
 * unused to tools that do not read the extension (Redocly's no-unused-components). They travel inside its schema through @fastify/swagger (the only part of a
 * response it keeps): lifted here to the response object, where the extension belongs.
 */
function liftVariants (operation: Json): void {
  for (const answer of Object.values((operation.responses ?? {}) as Record<string, Json>)) {
    for (const media of Object.values((answer.content ?? {}) as Record<string, Json>)) {
      const schema = media.schema as Json | undefined
      if (schema?.[VARIANTS] === undefined) continue
      answer[VARIANTS] = schema[VARIANTS]
      delete schema[VARIANTS]
    }
  }
}
