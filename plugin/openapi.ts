import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'

export interface OpenApiOptions {
  /** Where the OpenAPI 3.1 document is served; `/openapi.json` by default. */
  path?: string
  /** Where Swagger UI is served, e.g. `/docs`; none by default. */
  ui?: string
  info?: { title: string, version: string, description?: string }
}

/**
 * Registers @fastify/swagger before the resource routes, so that it collects their schemas
 * (the same ones the routes serialize with), and serves the document.
 */
export async function registerOpenApi (app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: options.info ?? { title: 'fastify-model-resources API', version: '1.0.0' }
    },
    // A shared schema's component is named by its $id (`FmrProblem`), not by its position (`def-1`).
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => typeof json.$id === 'string' ? json.$id : `def-${i}` }
  })
  if (options.ui !== undefined) await app.register(swaggerUi, { routePrefix: options.ui })
  app.get(options.path ?? '/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
