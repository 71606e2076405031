import type { ModelMeta } from '../model/model-meta.ts'
import { quote } from '../read/compile-where.ts'

/**
 * PostgreSQL: the statement that moves a table's id sequence past its largest id, after a write
 * with an id the client chose (otherwise a later generated id collides). Undefined where no
 * sequence needs it (SQLite's rowid, non-integer keys).
 */
export function sequenceSql (meta: ModelMeta, dialect: 'sqlite' | 'postgresql'): string | undefined {
  if (dialect !== 'postgresql' || meta.primaryKey.info.kind !== 'integer') return undefined
  const table = quote(meta.tableName)
  const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`
  return `select setval(pg_get_serial_sequence(${literal(table)}, ${literal(meta.primaryKey.name)}), ` +
    `greatest((select max(${quote(meta.primaryKey.name)}) from ${table}), 1))`
}
