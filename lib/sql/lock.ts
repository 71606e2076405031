import type { ModelMeta } from '../model/model-meta.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'
import type { WhereNode } from '../read/condition.ts'
import { whereSql } from './where.ts'

/**
 * PostgreSQL: locks the records of one type whose keys are bound as one list, in key order, until
 * the transaction ends (`for update`, as a write's own record is locked): a conditional write
 * holds every record its tag covers while it compares and writes. `for update` rather than a
 * share lock: the write may go on to change them (nested records), and two share locks upgraded
 * at once would deadlock; it also keeps new records from referencing them (their foreign key's
 * check takes `for key share`), so a list the tag covers cannot grow meanwhile. A composite key's
 * records are named by its first column: its rows sharing that value are locked with them.
 */
export function lockSql (meta: ModelMeta, keys: unknown[], params: Params): string {
  const pk = quote(meta.primaryKey.name)
  return `select ${pk} from ${quote(meta.tableName)} where ${params.dialect.inList(pk, params.list(keys), false)} order by ${pk} for update`
}

/** PostgreSQL: locks the records of one type that `where` matches, in key order, as `lockSql` does. */
export function lockWhereSql (meta: ModelMeta, where: readonly WhereNode[], params: Params): string {
  const pk = quote(meta.primaryKey.name)
  return `select ${pk} from ${quote(meta.tableName)}${whereSql(where, params)} order by ${pk} for update`
}
