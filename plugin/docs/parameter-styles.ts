type Json = Record<string, unknown>

/**
 * A query parameter's serialization (`style: deepObject`, `explode`) travels in its schema through
 * @fastify/swagger, which takes a style for a whole query string only: lifted here to the
 * parameter, where OpenAPI reads it.
 */
export function liftParameterStyles (document: Json): void {
  for (const item of Object.values(document.paths as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(item)) {
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        const schema = parameter.schema as Json | undefined
        if (schema?.style === undefined) continue
        const { style, explode, ...rest } = schema
        Object.assign(parameter, { style, explode })
        parameter.schema = rest
      }
    }
  }
}
