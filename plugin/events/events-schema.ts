import { kMeta } from '../../lib/symbols.ts'
import { statusesFor } from '../docs/declared.ts'
import type { FieldAccess } from '../query/field-access.ts'
import type { CollectionModelResource } from '../resources/collection-model-resource.ts'
import { collectionQuerySchema } from '../routes/collection-query-schema.ts'
import { isPageControl } from '../query/parse-collection-query.ts'
import { errorAnswer, RETRY_AFTER } from '../routes/route-schema.ts'

type JsonSchema = Record<string, unknown>

const STREAM_DESCRIPTION = 'Server-Sent Events: `event: created|updated|deleted`, `id` (a decimal integer, increasing in ' +
  'commit order) and `data`, the record as the collection\'s GET shows it to this client (`{"id": ...}` for deleted, ' +
  'and with a line `cut: true` for a record past maxAnswerBytes); ' +
  'a `: ping` comment every 15 s. Reconnect with Last-Event-ID to resume after an event.'

/** The collection's query without its paging controls: a stream has no pages (the route refuses them). */
function streamQuery (query: JsonSchema): JsonSchema {
  const properties = Object.entries(query.properties as JsonSchema).filter(([name]) => !isPageControl(name))
  return { ...query, properties: Object.fromEntries(properties) }
}

/** The events route's OpenAPI description: the collection's query, a `text/event-stream` answer, its refusals. */
export function eventsSchema (cls: typeof CollectionModelResource, access: FieldAccess): JsonSchema {
  const type = cls.modelClass[kMeta].name
  const response: Record<string, JsonSchema> = {
    200: { description: STREAM_DESCRIPTION, content: { 'text/event-stream': { schema: { type: 'string' } } } },
    400: errorAnswer('An unknown field, operator or value in the query, or a Last-Event-ID that is not an event id'),
    429: errorAnswer('This client has its most streams open (maxSubscribersPerClient): close one first'),
    410: errorAnswer('Last-Event-ID is older than the events kept, or past every event given: read the collection again, then subscribe without it'),
    503: { ...errorAnswer('The server has its most subscribers (maxSubscribers), or the database is unavailable'), headers: RETRY_AFTER }
  }
  for (const [status, description] of Object.entries(statusesFor(cls.statuses, 'get'))) response[status] = errorAnswer(description)
  return {
    tags: [type],
    operationId: `events${type}`,
    summary: `Subscribe to changes of ${type} records (filters and fields as the collection's)`,
    querystring: streamQuery(collectionQuerySchema(cls.modelClass[kMeta], access.columns)),
    headers: { type: 'object', properties: { 'last-event-id': { type: 'string', pattern: '^[0-9]+$', description: 'Resume after this event' } } },
    response
  }
}
