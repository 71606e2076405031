import { kindOf } from '../columns/kinds/index.ts'
import type { ColumnInfo } from '../columns/column-info.ts'
import { encoderFor } from '../serialize/encode.ts'
import { aggregateSql, type AggregateSpec, type AggregateTerm } from '../sql/aggregate.ts'
import type { SqlDialect } from '../sql/dialect.ts'
import { Params, type Statement } from '../sql/params.ts'
import { decimalSumUnits } from '../sql/decimal-sum.ts'
import { fixedDecimal } from '../columns/kinds/numeric.ts'
import { wideSumValue } from '../sql/wide-sum.ts'
import type { Reader } from './reader.ts'
import { readCost, type ReadCost } from './costly.ts'
import { readRows } from './runner.ts'

/** One group of an aggregate's answer, in wire form (extensions §12). */
export interface AggregateGroup {
  key: Record<string, unknown>
  count: number
  sum?: Record<string, unknown>
  avg?: Record<string, number | null>
  min?: Record<string, unknown>
  max?: Record<string, unknown>
  countDistinct?: Record<string, number>
}

type WireValue = (raw: unknown) => unknown

/** A whole number of units of `scale` (SQLite's scaled NUMERIC sum) as the decimal it stands for. */
function scaledDecimal (digits: string, scale: number): string {
  const negative = digits.startsWith('-')
  const whole = (negative ? digits.slice(1) : digits).padStart(scale + 1, '0')
  return `${negative ? '-' : ''}${whole.slice(0, -scale)}.${whole.slice(-scale)}`
}

/** A column's own value (a key, a min or a max) as the column writes it on the wire. */
function columnValue (info: ColumnInfo, dialect: SqlDialect): WireValue {
  const decode = kindOf(info).decoder(info, dialect.name, dialect.exactIntegersOnRequest)
  const encode = encoderFor(info)
  return raw => raw === null ? null : encode(decode === null ? raw : decode(raw))
}

/**
 * A sum's wire value by the field's kind: a NUMERIC sum an exact decimal string at the column's
 * scale, a BIGINT sum a string (it may pass 2^53), a sum of smaller integers or floats a number.
 */
function sumValue (info: ColumnInfo, dialect: SqlDialect): WireValue {
  const sum = kindOf(info).sum
  if (sum === 'wide integer') return dialect.splitWideSum ? wideSumValue : raw => raw === null ? null : String(raw)
  if (sum === 'decimal') {
    const scale = info.scale ?? 0
    const encode = encoderFor(info)
    // SQLite's, an ordered key of whole units of the scale (lib/sql/decimal-sum.ts).
    if (dialect.scaledDecimalSum) {
      return raw => {
        if (raw === null) return null
        const units = String(decimalSumUnits(raw as string))
        return scale > 0 ? scaledDecimal(units, scale) : encode(units)
      }
    }
    return raw => raw === null ? null : encode(typeof raw === 'number' ? fixedDecimal(raw, scale) : String(raw))
  }
  return raw => raw === null ? null : Number(raw)
}

function termValue (term: AggregateTerm, dialect: SqlDialect): WireValue {
  switch (term.fn) {
    case 'sum': return sumValue(term.column.info, dialect)
    case 'avg': return raw => raw === null ? null : Number(raw)
    case 'countDistinct': return raw => Number(raw)
    default: return columnValue(term.column.info, dialect)
  }
}

/** The statement of an aggregate read (the route's `debug` and the read itself). */
export function aggregateStatement (dialect: SqlDialect, spec: AggregateSpec): Statement {
  const params = new Params(dialect)
  return params.statement(aggregateSql(spec, params))
}

/**
 * Where an aggregate runs (lib/read/costly.ts). It reads every record its conditions find, however
 * few groups it answers: on SQLite, where a plain read runs on the event loop with no budget, it
 * is always costly (a helper process, stopped at readTimeout). On PostgreSQL every read has the
 * budget (a plain one by a cancel request, lib/db/postgres-plain-budget.ts): there its conditions
 * decide as a collection's do, a key through a relationship (a subquery per record) making it
 * at least joined. A transaction with SET LOCAL statement_timeout per plain aggregate cost two
 * round trips more, and half the pool: 0.56-0.64 of the baseline's rate (bench/aggregate.ts).
 */
export function aggregateCost (dialect: SqlDialect, spec: AggregateSpec): ReadCost {
  if (dialect.name === 'sqlite') return 'costly'
  const cost = readCost(spec.where)
  return cost === 'plain' && spec.keys.some(key => key.path !== undefined) ? 'joined' : cost
}

/** The groups `spec` finds, in one statement run within the read budget (aggregateCost). */
export async function readAggregate (reader: Reader, spec: AggregateSpec): Promise<AggregateGroup[]> {
  const { dialect } = reader
  const { text, params } = aggregateStatement(dialect, spec)
  // Integers are read exactly on SQLite: a BIGINT sum, a key or a min of a BIGINT column.
  const rows = await readRows(reader.runner, aggregateCost(dialect, spec), text, params, dialect.exactIntegersOnRequest)
  const keys = spec.keys.map(key => ({ name: key.name, value: columnValue(key.column.info, dialect) }))
  const terms = spec.terms.map(term => ({ term, value: termValue(term, dialect) }))
  const fns = [...new Set(spec.terms.map(term => term.fn))]
  // Built by fromEntries: a field named `__proto__` is an own key, never the object's prototype.
  return rows.map(row => {
    const group: AggregateGroup = { key: Object.fromEntries(keys.map((key, index) => [key.name, key.value(row[index])])), count: Number(row[keys.length]) }
    for (const fn of fns) {
      const values = terms.flatMap(({ term, value }, index) => term.fn === fn ? [[term.column.prop, value(row[keys.length + 1 + index])]] : [])
      group[fn] = Object.fromEntries(values)
    }
    return group
  })
}
