import type { OutboxEvent } from '../../lib/db/outbox.ts'

/**
 * One batch's events with its `linked` ones coalesced: a write that changes a record's
 * many-to-many links leaves one outbox row per link (lib/db/outbox-links-sql.ts), and its
 * subscribers want one `updated`. Records are read once per batch, after the batch committed, so
 * every event of a record in the batch shows the same state, its links included: a `linked` event
 * is dropped when the batch holds another event of its record, and of several `linked` ones only
 * the last is kept (its id is the one a client resumes after). Every other event is kept, in order.
 */
export function coalesceLinks (events: readonly OutboxEvent[]): OutboxEvent[] {
  if (!events.some(event => event.op === 'linked')) return [...events]
  const key = (event: OutboxEvent): string => `${event.table}\0${event.recordId}`
  const others = new Set(events.filter(event => event.op !== 'linked').map(key))
  const lastLinked = new Map(events.filter(event => event.op === 'linked').map(event => [key(event), event]))
  return events.filter(event => event.op !== 'linked' || (!others.has(key(event)) && lastLinked.get(key(event)) === event))
}
