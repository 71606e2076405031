import type { SerialPlan } from './plan.ts'

type Values = Record<string, unknown>

/** Each plan's writer, compiled on first use (see compile). */
const writers = new WeakMap<SerialPlan, (record: object) => Values>()

/**
 * Writes one record (an entity or a row read by `read/`) as its wire object, following the plan.
 * A relationship that was not loaded is written as null or an empty list.
 */
export function toDict (plan: SerialPlan, record: object): Values {
  let write = writers.get(plan)
  if (write === undefined) {
    write = compile(plan)
    writers.set(plan, write)
  }
  return write(record)
}

/**
 * The writer of one plan: its fields as straight-line code, so that every property access and
 * encoder call in it sees one record shape and one kind, where a loop over any plan's fields goes
 * megamorphic once a server has answered a few resources (see compileDecode in
 * lib/read/row-decoder.ts for the measurement). Keys are the model's own names, quoted; a
 * `__proto__` key is defined as an own property, never set as the prototype.
 */
function compile (plan: SerialPlan): (record: object) => Values {
  const lines = plan.fields.map((field, i) => {
    const key = JSON.stringify(field.key)
    const set = (value: string): string => field.key === '__proto__' ? `own(out, ${key}, ${value})` : `out[${key}] = ${value}`
    switch (field.kind) {
      case 'column':
        // A write-only column is left out once it holds a value, and shown as null while empty.
        // One that cannot be null is never read (readColumns in lib/sql/select.ts): a row read
        // (a plain object) lacks it and is filled; a record built in memory may still be empty.
        if (field.writeOnly && !field.column.info.nullable) {
          return `v = values[${key}]; if (v === null || (v === undefined && Object.getPrototypeOf(values) !== Object.prototype)) ${set('null')}`
        }
        return field.writeOnly
          ? `v = values[${key}]; if (v === null || v === undefined) ${set('null')}`
          : `v = values[${key}]; ${set(`v === null || v === undefined ? null : f[${i}].encode(v)`)}`
      case 'computed':
        return set(`f[${i}].computed.get(values)`)
      case 'relation':
        return field.relation.kind === 'single'
          ? `v = values[${key}]; ${set(`v === null || v === undefined ? null : toDict(f[${i}].plan, v)`)}`
          : `v = values[${key}]; ${set(`Array.isArray(v) ? v.map(item => toDict(f[${i}].plan, item)) : []`)}`
    }
  })
  // eslint-disable-next-line no-new-func
  return new Function('f', 'toDict', 'own', `return function write (values) { const out = {}; let v; ${lines.join('; ')}; return out }`)(plan.fields, toDict, own)
}

function own (out: Values, key: string, value: unknown): void {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
}
