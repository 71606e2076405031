import { invalid, plainParam, type Kind } from './kind.ts'
import type { FilterOp } from '../../read/condition.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A UUID column's filter operators: equality and lists, no order, no pattern (index.ts KIND_OPS). */
export const UUID_OPS = ['eq', 'ne', 'in', 'notin', 'isnull'] as const satisfies readonly FilterOp[]

/** A uuid's text in lowercase, the canonical form the API speaks. */
const lowercase = (value: unknown): unknown => typeof value === 'string' ? value.toLowerCase() : value

/**
 * UUID (PostgreSQL `uuid`, SQLite text). Accepted in either case, written and returned in the
 * canonical lowercase form. PostgreSQL's uuid keeps no spelling; SQLite keeps the text as written,
 * and compares it byte for byte: rows another system wrote in capitals (an import) are found by
 * both spellings (`spellings`), answered in lowercase (the encoder), and a parameter is bound as
 * given (a cursor's key is the stored spelling it read, which a keyset compares exactly). Mixed
 * spellings (some letters capital, some not) match neither: an import is normalised first. A
 * record's `save()` writes a key it is given in lowercase too (`canonical`), a foreign key in the
 * spelling its record is stored with.
 * As a primary key it is generated (`crypto.randomUUID()`) when a new record has none; its URL is
 * `<uuid:id>`. Only equality filters apply: an order of random ids means nothing.
 */
export const uuid: Kind = {
  name: 'uuid',
  unordered: true,
  schema: () => ({ type: 'string', format: 'uuid' }),
  property: (_info, dialect) => dialect === 'sqlite' ? { type: 'uuid', columnType: 'text' } : { type: 'uuid' },
  decoder: () => null,
  toParam: (_info, value, dialect) => typeof value === 'string' ? (dialect === 'sqlite' ? value : value.toLowerCase()) : plainParam(value, dialect),
  spellings: {
    dialect: 'sqlite',
    of: value => typeof value === 'string' ? [...new Set([value.toLowerCase(), value.toUpperCase()])] : [value]
  },
  canonical: lowercase,
  coerce: (_info, value) => typeof value === 'string' && UUID.test(value)
    ? { ok: true, value: value.toLowerCase() }
    : invalid(value, 'uuid'),
  encoder: () => lowercase,
  example: () => '123e4567-e89b-42d3-a456-426614174000',
  docType: () => 'string',
  docFormat: 'uuid',
  generatedKey: true,
  pathConverter: 'uuid'
}
