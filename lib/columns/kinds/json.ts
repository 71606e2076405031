import { Type, type EntityProperty, type Platform } from '@mikro-orm/core'
import type { FilterOp } from '../../read/condition.ts'
import { invalid, type Coerced, type Kind } from './kind.ts'

/** How deep a JSON value may nest, itself level 1: the bound of a request body (plugin/routes/json-body.ts). */
const MAX_DEPTH = 64

/** A JSON column's filter operators: equality and null alone (index.ts KIND_OPS). */
export const JSON_OPS = ['eq', 'isnull'] as const satisfies readonly FilterOp[]

/**
 * The value with the keys of every object in sorted order: the one form stored, compared and
 * returned, so that equal values have equal text (SQLite) and both databases answer alike
 * (PostgreSQL's jsonb keeps its own key order). Object.fromEntries, not assignment: a
 * `__proto__` key stays a key.
 */
export function sortKeys (value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.keys(value).sort().map(key => [key, sortKeys((value as Record<string, unknown>)[key])]))
}

/** The canonical text of a value: sorted keys, no spaces. Equal JSON values have equal canonical text. */
export function canonicalJson (value: unknown): string {
  return JSON.stringify(sortKeys(value))
}

function isText (text: string): boolean {
  // PostgreSQL's jsonb refuses NUL (\u0000) and lone surrogates: a 500 if they reached it.
  return !text.includes('\u0000') && text.isWellFormed()
}

/** Whether every part of the value is JSON both databases store as sent, walked without recursion. */
function storable (value: object): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]]
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number]
    if (typeof item === 'string' && !isText(item)) return false
    if (typeof item === 'number' && !Number.isFinite(item)) return false
    if (typeof item === 'bigint' || typeof item === 'function' || typeof item === 'symbol' || item === undefined) return false
    if (item === null || typeof item !== 'object') continue
    if (depth > MAX_DEPTH) return false
    if (!Array.isArray(item) && Object.getPrototypeOf(item) !== Object.prototype && Object.getPrototypeOf(item) !== null) return false
    for (const [key, child] of Object.entries(item)) {
      if (!isText(key)) return false
      pending.push([child, depth + 1])
    }
  }
  return true
}

function coerce (value: unknown, fromText: boolean): Coerced {
  let parsed = value
  if (fromText && typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return invalid(value, 'JSON object or array')
    }
  }
  if (parsed === null || typeof parsed !== 'object' || !storable(parsed)) return invalid(value, 'JSON object or array')
  return { ok: true, value: sortKeys(parsed) }
}

/** Read by MikroORM: text on SQLite, already parsed by pg on PostgreSQL; written as canonical text on both. */
class CanonicalJsonType extends Type<unknown, string | null | undefined> {
  override convertToDatabaseValue (value: unknown): string | null | undefined {
    return value === null || value === undefined ? value : canonicalJson(value)
  }

  override convertToJSValue (value: unknown): unknown {
    return typeof value === 'string' ? JSON.parse(value) : sortKeys(value)
  }

  override getColumnType (_prop: EntityProperty, platform: Platform): string {
    return platform.getJsonDeclarationSQL() === 'json' ? 'text' : 'jsonb'
  }

  // Compared as the stored text: a changed nested value is a change, an equal copy is not.
  override ensureComparable (): boolean {
    return true
  }

  override compareAsType (): string {
    return 'string'
  }

  override get runtimeType (): string {
    return 'any'
  }
}

/**
 * A JSON object or array: PostgreSQL `jsonb`, SQLite text holding the canonical JSON. The wire
 * value is the JSON itself. Filters: `isnull`, and `eq`, true when the values are equal as JSON
 * (keys in any order, numbers by value): jsonb equality on PostgreSQL, equal canonical text on
 * SQLite, the same answer for values written through this library.
 */
export const json: Kind = {
  name: 'json',
  unboundedText: () => true,
  unordered: true,
  noSharedOrder: true,
  schema: () => ({ type: ['object', 'array'] }),
  property: (_info, dialect) => ({ type: new CanonicalJsonType(), columnType: dialect === 'postgresql' ? 'jsonb' : 'text' }),
  decoder: (_info, dialect) => dialect === 'sqlite'
    ? raw => typeof raw === 'string' ? JSON.parse(raw) : raw
    : raw => sortKeys(typeof raw === 'string' ? JSON.parse(raw) : raw),
  toParam: (_info, value) => canonicalJson(value),
  coerce: (_info, value, fromText) => coerce(value, fromText),
  encoder: () => null,
  // Any JSON object or array, its members any JSON: `{ type: ['object', 'array'] }` alone reads to
  // a generator as an object without members (openapi-typescript: `Record<string, never>`).
  inputSchema: () => ({ anyOf: [{ type: 'object', additionalProperties: true }, { type: 'array', items: true }] }),
  example: () => ({ note: 'any JSON object or array' }),
  docType: () => 'json',
  outputSchema: () => ({})
}
