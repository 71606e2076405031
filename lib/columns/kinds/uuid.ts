import { invalid, plainParam, type Kind } from './kind.ts'
import type { FilterOp } from '../../read/condition.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const OPS: readonly FilterOp[] = ['eq', 'ne', 'in', 'notin', 'isnull']

/**
 * UUID (PostgreSQL `uuid`, SQLite text). Accepted in either case, stored and returned in the
 * canonical lowercase form, so that both databases compare them alike. As a primary key it is
 * generated (`crypto.randomUUID()`) when a new record has none; its URL is `<uuid:id>`.
 * Only equality filters apply: an order of random ids means nothing.
 */
export const uuid: Kind = {
  name: 'uuid',
  unordered: true,
  schema: () => ({ type: 'string', format: 'uuid' }),
  property: (_info, dialect) => dialect === 'sqlite' ? { type: 'uuid', columnType: 'text' } : { type: 'uuid' },
  decoder: () => null,
  toParam: (_info, value, dialect) => typeof value === 'string' ? value.toLowerCase() : plainParam(value, dialect),
  coerce: (_info, value) => typeof value === 'string' && UUID.test(value)
    ? { ok: true, value: value.toLowerCase() }
    : invalid(value, 'uuid'),
  encoder: () => null,
  example: () => '123e4567-e89b-42d3-a456-426614174000',
  docType: () => 'string',
  docFormat: 'uuid',
  ops: OPS,
  generatedKey: true,
  pathConverter: 'uuid'
}
