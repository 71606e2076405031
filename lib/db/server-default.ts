import { serverNow } from '../columns/column-info.ts'
import type { Dialect } from './uri.ts'

// SQLite stores date-times as epoch milliseconds (MikroORM's choice); its "now" must match.
const NOW: Record<Dialect, string> = {
  sqlite: "(cast(unixepoch('subsec') * 1000 as integer))",
  postgresql: 'current_timestamp'
}

/** The raw SQL of a column's server default in this dialect. */
export function serverDefaultSql (value: string, dialect: Dialect): string {
  return value === serverNow ? NOW[dialect] : value
}
