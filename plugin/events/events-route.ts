import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errors, HookQuery, type DB } from '../../lib/index.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'
import { kMeta } from '../../lib/symbols.ts'
import { decoratorsFor } from '../hooks/decorators.ts'
import { processInput } from '../hooks/input-hooks.ts'
import type { Data } from '../hooks/types.ts'
import type { FieldAccess } from '../query/field-access.ts'
import { pageControlIn, parseCollectionQuery, type CollectionLimits } from '../query/parse-collection-query.ts'
import type { RelatedTypes } from '../query/related-types.ts'
import type { Selections } from '../query/selections.ts'
import type { CollectionModelResource } from '../resources/collection-model-resource.ts'
import { EventClient } from './client.ts'
import type { EventHub } from './hub.ts'
import { eventsSchema } from './events-schema.ts'
import { Subscription } from './subscription.ts'
import { subscriptionKey } from './subscription-key.ts'

/** What the events route shares with its collection's GET: how a query is read and a record shown. */
export interface EventsRouteSettings {
  cls: typeof CollectionModelResource
  db: DB
  /** The collection's URL: the events are at `{url}/events`. */
  url: string
  access: FieldAccess
  limits: CollectionLimits
  types: RelatedTypes
  plan: SerialPlan
  selections: Selections
  hub: EventHub
}

let resources = 0
const resourceIds = new WeakMap<typeof CollectionModelResource, number>()
function resourceId (cls: typeof CollectionModelResource): number {
  let id = resourceIds.get(cls)
  if (id === undefined) resourceIds.set(cls, id = ++resources)
  return id
}

/** The Last-Event-ID a client resumes from, if it sent one: a decimal integer. */
function lastEventId (request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id']
  if (header === undefined || header === '') return undefined
  const text = Array.isArray(header) ? header[0] : header
  if (!/^\d{1,19}$/.test(text)) throw new errors.BadQuery('Last-Event-ID is the id of an event: a decimal integer')
  return text
}

/**
 * `GET {url}/events`: Server-Sent Events of the collection's committed changes, for this client as
 * its GET of the collection would show them: the same decorators, processGetInput narrowing,
 * filters and `fields`. Everything that can refuse (a decorator, the hook, a bad filter, an
 * expired Last-Event-ID, too many subscribers) answers `{message}` before the stream opens.
 */
export function eventsRoute (scope: FastifyInstance, settings: EventsRouteSettings): void {
  const { cls, db, url, access, limits, types, plan, selections, hub } = settings
  const meta = cls.modelClass[kMeta]
  const schema = eventsSchema(cls, access)
  // Neither a HEAD (it answered never: a stream's headers wait for a body it may not have) nor an
  // operation of a batch (its stream never ends: the batch held its transaction, and every write
  // on SQLite, until its timeout): tried as a new user would. Both are 404s.
  const options = { preHandler: [...decoratorsFor(cls.methodDecorators, 'get')], schema, exposeHeadRoute: false, config: { inBatch: false } }
  scope.get(`${url}/events`, options, async (request, reply) => {
    const resumeAfter = lastEventId(request)
    const resource = new cls(request, db)
    const given = new HookQuery(cls.modelClass)
    const { query = given, data } = await processInput(resource, 'get', { query: given, data: { ...(request.query as Data) } })
    const parsed = parseCollectionQuery(access, data, limits, types)
    // A stream has no pages: tried as a new user would, `cursor=abc` (a 400 on the GET) and
    // `maxPageSize=1` were taken and did nothing.
    const control = pageControlIn(data)
    if (control !== undefined) throw new errors.BadQuery(`${control} is not taken by a change-events stream: it sends every change (filters, where and fields are taken)`)
    if (parsed.steps.length > 0) await types.narrow(request, parsed.steps)
    const fields = parsed.page.fields
    const shown = fields === undefined ? plan : selections.get(fields).plan
    const where = [...query.conditions, ...parsed.conditions, ...parsed.related]
    if (resumeAfter !== undefined && await hub.expired(resumeAfter)) throw new errors.EventsExpired(resumeAfter)
    const streamClient = await hub.clientOf(request)
    try {
      hub.admit(streamClient)
    } catch (error) {
      // The process's places come back as other clients leave; a client's own, as it closes its streams.
      if (error instanceof errors.TooManySubscribers) reply.header('retry-after', '5')
      throw error
    }
    // The nested records as the client's GET shows them: each related type's hook runs now, once.
    const nested = await types.nested(request, shown)
    const key = subscriptionKey(resourceId(cls), where, fields === undefined ? undefined : [fields], nested)
    // Taken before settling, joined after (hub.subscription says why).
    const subscription = hub.subscription(key, () => new Subscription(db, meta, where, shown, plan, cls, nested))
    let client: EventClient | undefined
    let until = ''
    try {
      // Changes committed before this request are not this client's (unless it resumes from one).
      await hub.settle()
      // Every event given is delivered now: an id past them is of another database's (a restored
      // backup's, or one made anew), whose copy no replay can mend. Tried as a new user would: it
      // subscribed without a word, and the events that followed had smaller ids.
      if (resumeAfter !== undefined && BigInt(resumeAfter) > BigInt(hub.last)) throw new errors.EventsAhead(resumeAfter)
      // Gone while it waited (a client that asks and leaves at once): its connection's 'close' came
      // before the client below listens for it, and would never release its place.
      if (gone(reply)) {
        reply.hijack()
        return
      }
      open(reply)
      const opened = client = new EventClient(reply.raw, resumeAfter !== undefined, hub.maxWaitingBytes, hub.pingInterval)
      opened.onClose = () => {
        hub.leave(key, opened)
        hub.release(streamClient)
      }
      // In one tick: what is delivered from now on reaches this client, what came before is replayed.
      until = hub.last
      hub.join(key, opened)
    } finally {
      if (client === undefined) {
        hub.abandon(key)
        hub.release(streamClient)
      }
    }
    if (resumeAfter !== undefined) await replay(hub, subscription, client, resumeAfter, until)
  })
}

/** Whether the client's connection closed already. */
function gone (reply: FastifyReply): boolean {
  return reply.raw.destroyed || reply.raw.socket?.destroyed === true
}

function open (reply: FastifyReply): void {
  reply.hijack()
  // Headers set before (CORS, rate limit) go out with the stream.
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value)
  // The stream's connection is its own: when the stream ends (the server closing, the client
  // going), the connection closes with it, instead of idling until keepAliveTimeout (72 s) and
  // holding the server's close() as long (Connection: close).
  reply.raw.shouldKeepAlive = false
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies that buffer responses (nginx) would hold the events back.
    'x-accel-buffering': 'no'
  })
  // The headers now: a client knows it is subscribed before the first change.
  reply.raw.write(': subscribed\n\n')
}

async function replay (hub: EventHub, subscription: Subscription, client: EventClient, after: string, until: string): Promise<void> {
  try {
    for await (const events of hub.replay(after, until)) {
      for (const frame of await hub.read(async () => await subscription.frames(events))) client.replay(frame)
      await client.drained()
      // Gone while it waited (cut off as a slow reader): no further page is read for it.
      if (client.closed) return
    }
    client.caughtUp()
  } catch (error) {
    client.close()
    // The retention's cleanup overtook the replay: the stream is cut, and the client's reconnect
    // from its last event is the 410 that says so (never a silent gap).
    if (error instanceof errors.EventsExpired) return
    throw error
  }
}
