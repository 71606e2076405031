import { BigIntType, type Platform } from '@mikro-orm/core'
import { SqlitePlatform } from '@mikro-orm/sql'
import { invalid, plainParam, type Kind } from './kind.ts'
import { integerInput, wholeNumber } from './whole-number.ts'

function toWire (value: unknown): unknown {
  if (typeof value === 'number') return value
  const big = BigInt(value as string | bigint)
  return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big.toString()
}

/**
 * MikroORM's decimal-string BIGINT, read as text on SQLite: better-sqlite3 answers an integer as a
 * double unless asked for BigInts, so a key past 2^53 came back rounded to another record's key
 * (a nested write's parent, the answer of a write). PostgreSQL's driver answers the digits.
 */
class ExactBigIntType extends BigIntType<'string'> {
  override convertToJSValueSQL (key: string, platform: Platform): string {
    return platform instanceof SqlitePlatform ? `cast(${key} as text)` : key
  }
}

/**
 * BIGINT (64 bits). The record holds a decimal string so that no digit is lost past 2^53; the
 * wire value is a number when it is a safe integer, the string otherwise. SQLite reads the
 * table's integers exactly (BigInt).
 */
export const biginteger: Kind = {
  name: 'biginteger',
  wholeNumberKey: true,
  sum: 'wide integer',
  schema: () => ({ type: ['integer', 'string'] }),
  property: () => ({ type: new ExactBigIntType('string') }),
  decoder: () => raw => String(raw),
  toParam (_info, value, dialect) {
    return dialect === 'sqlite' && typeof value !== 'boolean' && !(value instanceof Date)
      ? BigInt(value as string)
      : plainParam(value, dialect)
  },
  coerce (info, value) {
    const big = wholeNumber(value, info)
    return big === undefined ? invalid(value, 'integer') : { ok: true, value: big.toString() }
  },
  inputSchema: integerInput,
  example: () => 1,
  encoder: () => toWire,
  docType: () => 'integer',
  docFormat: 'int64',
  exactIntegers: true
}
