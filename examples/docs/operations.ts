// Operations options of the plugin: a rate limit per user, /health and /ready with a check of the
// application's own, and /metrics behind a token.
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { Column, DB, defineModel } from '../../lib/index.ts'
import modelResources, { documented, ModelResource } from '../../plugin/index.ts'

export const Note = defineModel({
  name: 'Note',
  columns: { id: Column.Integer({ primaryKey: true }), text: Column.String(200, { nullable: false }) }
})
class NoteResource extends ModelResource { static override modelClass = Note }

/** The caller's user id when the request carries one, else its address: the key a client is counted by. */
const caller = (request: FastifyRequest): string => request.headers['x-user-id']?.toString().slice(0, 20) ?? request.ip

export async function main (databaseUrl = 'sqlite:///:memory:'): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Note] })
  await db.createAll()
  const app = Fastify()
  await app.register(modelResources, {
    db,
    resources: [NoteResource],
    rateLimit: { max: 2, timeWindow: '1 minute', keyGenerator: caller }, // add `redis` to share counts
    health: { checks: [{ name: 'mail', check: async () => undefined }] }, // undefined: ready
    metrics: { // documented(): the OpenAPI document's /metrics lists the 401 and the scheme
      onRequest: documented(async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.headers.authorization !== 'Bearer s3cret') await reply.code(401).send({ message: 'Unauthorized' })
      }, { statuses: { 401: 'No scrape token' }, security: { name: 'ScrapeToken', scheme: { type: 'http', scheme: 'bearer' } } })
    }
  })
  try {
    const as = async (user: string) => {
      const answer = await app.inject({ method: 'POST', url: '/notes', headers: { 'x-user-id': user }, payload: { text: 'hi' } })
      return [answer.statusCode, answer.headers['retry-after'] ?? null, answer.json()]
    }
    const limited = [await as('ann'), await as('ann'), await as('ann'), await as('bo')]
    const health = (await app.inject('/health')).json()
    const ready = (await app.inject('/ready')).json()
    const refused = (await app.inject('/metrics')).statusCode
    const metrics = (await app.inject({ url: '/metrics', headers: { authorization: 'Bearer s3cret' } })).body
    const created = metrics.split('\n').filter(line => line.startsWith('http_request_duration_seconds_count'))
    return { limited, health, ready, refused, created }
  } finally {
    await app.close()
  }
}
