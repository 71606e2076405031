import { Type, type TransformContext } from '@mikro-orm/core'
import type { Dialect } from '../../db/uri.ts'
import { toDate, truncated, type DateTimePrecision } from './datetime-value.ts'
import { storedParam } from './datetime-param.ts'

/**
 * A date-time column as MikroORM writes and reads it (a hook's entity, a write in a transaction):
 * PostgreSQL `timestamptz(p)`, SQLite epoch milliseconds (text to the microsecond for precision
 * 6). A written value is cut to the precision first, as the library's own statements cut it, so
 * that what is stored is what is shown; a query's value is kept whole.
 */
type Stored = string | number | null | undefined

export class DateTimeColumnType extends Type<Date | Stored, Stored> {
  readonly precision: DateTimePrecision
  readonly dialect: Dialect

  constructor (precision: DateTimePrecision, dialect: Dialect) {
    super()
    this.precision = precision
    this.dialect = dialect
  }

  override getColumnType (): string {
    return this.dialect === 'postgresql' ? `timestamptz(${this.precision})` : 'datetime'
  }

  override convertToDatabaseValue (value: Date | Stored, _platform: unknown, context?: TransformContext): Stored {
    if (value === null || value === undefined) return value
    const date = toDate(value)
    return storedParam(context?.fromQuery === true ? date : truncated(date, this.precision), this.precision, this.dialect)
  }

  override convertToJSValue (value: Stored): Date | null | undefined {
    return value === null || value === undefined ? value : toDate(value)
  }

  override get runtimeType (): string {
    return 'Date'
  }

  // Compared as the stored value: a Date changed to another with the same stored value is no change.
  override ensureComparable (): boolean {
    return true
  }

  override compareAsType (): string {
    return this.dialect === 'sqlite' && this.precision !== 6 ? 'number' : 'string'
  }
}
