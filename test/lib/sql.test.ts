// The SQL text (and parameters) each dialect produces for each shape of statement the library
// writes itself: pinned, so that a change to a text is seen (a changed text is a new prepared
// statement and plan). Each pinned statement is then run once on each database, to show it parses.
import t from 'tap'
import { Column, DB, defineModel, Relationship } from '../../lib/index.ts'
import type { Condition, FilterOp, ModelMeta, RelationshipMeta } from '../../lib/index.ts'
import {
  countSql, deleteSql, idLockSql, insertManySql, insertSql, lockSql, Params, POSTGRESQL, probeRows, probeSql, readSql, relatedSql, selectSql, sequenceSql, SQLITE, textOrderSql, updateSql
} from '../../lib/sql/index.ts'
import type { ReadSpec, SqlDialect, Statement } from '../../lib/sql/index.ts'
import { joinedShape, joinedSql, joinedWriteSql, recordWithListSql } from '../../lib/sql/joined.ts'
import { PreciseDate } from '../../lib/columns/kinds/datetime-value.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { kReader, kWriter, kMeta } from '../../lib/symbols.ts'

const SqlWriter = defineModel({
  name: 'SqlWriter',
  tableName: 'sql_writer',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(50),
    active: Column.Boolean(),
    born: Column.DateTime(),
    stars: Column.BigInteger()
  },
  relationships: { books: Relationship.list('SqlBook', { foreignKey: 'writerId', orderBy: '-year', limit: 2 }) }
})

const SqlBook = defineModel({
  name: 'SqlBook',
  tableName: 'sql_book',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(100),
    year: Column.Integer(),
    writerId: Column.Integer({ foreignKey: 'sql_writer.id' })
  },
  relationships: { writer: Relationship.single('SqlWriter', { foreignKey: 'writerId', readOnly: true }) }
})

const SqlTag = defineModel({
  name: 'SqlTag',
  tableName: 'sql_tag',
  columns: { code: Column.String(10, { primaryKey: true }) }
})

const models = [SqlWriter, SqlBook, SqlTag]
// Binds the relationships (no connection is made).
void new DB('sqlite:///:memory:', { models })

const writer = SqlWriter[kMeta]
const book = SqlBook[kMeta]
const W = '"id", "name", "active", "born", "stars"'
const B = '"id", "title", "year", "writer_id"'
const BORN = new Date('2001-02-03T04:05:06.789Z')
const BORN_SECOND = new Date('2001-02-03T04:05:06Z')
const BORN_MICRO = new PreciseDate(BORN.getTime(), 123)
const WRITER_JOINS = { sqlite: joinedShape([{ relation: book.relationships[0], columns: writer.columns }], SQLITE), postgresql: joinedShape([{ relation: book.relationships[0], columns: writer.columns }], POSTGRESQL) }
const JOINED = `"fmr_t".*, ${W.split(', ').map(column => `"fmr_j0".${column}`).join(', ')}`
const JOIN = ' left join "sql_writer" as "fmr_j0" on "fmr_j0"."id" = "fmr_t"."writer_id"'
const LATERAL = ` left join lateral (select ${JOINED.slice('"fmr_t".*, '.length)} from "sql_writer" as "fmr_j0" where "fmr_j0"."id" = "fmr_t"."writer_id" limit 1) as "fmr_j0" on true`

function relation (meta: ModelMeta, name: string): RelationshipMeta {
  return meta.relationships.find(candidate => candidate.name === name) as RelationshipMeta
}

function on (meta: ModelMeta, prop: string, op: FilterOp, value: unknown): Condition {
  return { column: meta.columnsByProp.get(prop) as Condition['column'], op, value }
}

function statement (dialect: SqlDialect, build: (params: Params) => string | undefined): Statement | undefined {
  const params = new Params(dialect)
  const text = build(params)
  return text === undefined ? undefined : params.statement(text)
}

/** A read as the reader makes it (a limit inlined where the dialect says so). */
function read (meta: ModelMeta, spec: Partial<ReadSpec>, inline = true): (dialect: SqlDialect) => Statement | undefined {
  return dialect => statement(dialect, params =>
    readSql(selectSql(meta), { where: [], order: [], ...spec }, params, inline && dialect.inlineLimit))
}

interface Shape {
  name: string
  build: (dialect: SqlDialect) => Statement | undefined
  sqlite: Statement | undefined
  postgresql: Statement | undefined
  /** Runs inside a transaction (a lock). */
  transaction?: boolean
}

const TEXT_ORDER = 'select column1, case when column2 < column3 then -1 when column2 > column3 then 1 else 0 end from (values '

const whereOf = (condition: Condition): Shape['build'] => read(writer, { where: [condition] })

const SHAPES: Shape[] = [
  {
    name: 'select by id',
    build: read(writer, { where: [on(writer, 'id', 'eq', 1)], limit: 1 }),
    sqlite: { text: `select ${W} from "sql_writer" where "id" = ? limit 1`, params: [1] },
    postgresql: { text: `select ${W} from "sql_writer" where "id" = $1 limit $2`, params: [1, 1] }
  },
  {
    name: 'select all',
    build: read(writer, {}),
    sqlite: { text: `select ${W} from "sql_writer"`, params: [] },
    postgresql: { text: `select ${W} from "sql_writer"`, params: [] }
  },
  ...([['eq', '='], ['ne', '<>'], ['gt', '>'], ['ge', '>='], ['lt', '<'], ['le', '<=']] as const).map(([op, sign]): Shape => ({
    name: `where ${op}`,
    build: whereOf(on(writer, 'name', op, 'Ann')),
    sqlite: { text: `select ${W} from "sql_writer" where "name" ${sign} ?`, params: ['Ann'] },
    postgresql: { text: `select ${W} from "sql_writer" where "name" ${sign} $1`, params: ['Ann'] }
  })),
  {
    name: 'where eq, a boolean',
    build: whereOf(on(writer, 'active', 'eq', true)),
    sqlite: { text: `select ${W} from "sql_writer" where "active" = ?`, params: [1] },
    postgresql: { text: `select ${W} from "sql_writer" where "active" = $1`, params: [true] }
  },
  {
    name: 'where ge, a date-time',
    build: whereOf(on(writer, 'born', 'ge', BORN)),
    sqlite: { text: `select ${W} from "sql_writer" where "born" >= ?`, params: [BORN.getTime()] },
    postgresql: { text: `select ${W} from "sql_writer" where "born" >= $1`, params: [BORN.toISOString()] }
  },
  {
    name: 'where lt, a big integer',
    build: whereOf(on(writer, 'stars', 'lt', '9007199254740993')),
    sqlite: { text: `select ${W} from "sql_writer" where "stars" < ?`, params: [9007199254740993n] },
    postgresql: { text: `select ${W} from "sql_writer" where "stars" < $1`, params: ['9007199254740993'] }
  },
  ...([['like', '"name" like'], ['notlike', '"name" not like']] as const).map(([op, sql]): Shape => ({
    name: `where ${op}`,
    build: whereOf(on(writer, 'name', op, 'A\\_%')),
    sqlite: { text: `select ${W} from "sql_writer" where ${sql} ? escape '\\'`, params: ['A\\_%'] },
    postgresql: { text: `select ${W} from "sql_writer" where ${sql} $1 escape '\\'`, params: ['A\\_%'] }
  })),
  ...([['ilike', 'like'], ['notilike', 'not like']] as const).map(([op, sql]): Shape => ({
    name: `where ${op}`,
    build: whereOf(on(writer, 'name', op, 'a%')),
    sqlite: { text: `select ${W} from "sql_writer" where fmr_lower("name") ${sql} fmr_lower(?) escape '\\'`, params: ['a%'] },
    postgresql: { text: `select ${W} from "sql_writer" where lower("name") ${sql} lower($1) escape '\\'`, params: ['a%'] }
  })),
  {
    name: 'where in',
    build: whereOf(on(writer, 'id', 'in', [1, 2])),
    sqlite: { text: `select ${W} from "sql_writer" where "id" in (select value from json_each(?))`, params: ['[1,2]'] },
    postgresql: { text: `select ${W} from "sql_writer" where "id" = any($1)`, params: ['{1,2}'] }
  },
  {
    name: 'where notin, big integers',
    build: whereOf(on(writer, 'stars', 'notin', ['1', '9007199254740993'])),
    sqlite: { text: `select ${W} from "sql_writer" where "stars" not in (select value from json_each(?))`, params: ['[1,9007199254740993]'] },
    postgresql: { text: `select ${W} from "sql_writer" where not ("stars" = any($1))`, params: [['1', '9007199254740993']] }
  },
  ...([[true, 'is null'], [false, 'is not null']] as const).map(([value, sql]): Shape => ({
    name: `where isnull ${String(value)}`,
    build: whereOf(on(writer, 'born', 'isnull', value)),
    sqlite: { text: `select ${W} from "sql_writer" where "born" ${sql}`, params: [] },
    postgresql: { text: `select ${W} from "sql_writer" where "born" ${sql}`, params: [] }
  })),
  ...([['eq', 'is null'], ['ne', 'is not null']] as const).map(([op, sql]): Shape => ({
    name: `where ${op} null`,
    build: whereOf(on(writer, 'name', op, null)),
    sqlite: { text: `select ${W} from "sql_writer" where "name" ${sql}`, params: [] },
    postgresql: { text: `select ${W} from "sql_writer" where "name" ${sql}`, params: [] }
  })),
  {
    name: 'where, two conditions',
    build: read(writer, { where: [on(writer, 'name', 'eq', 'Ann'), on(writer, 'id', 'gt', 1)] }),
    sqlite: { text: `select ${W} from "sql_writer" where "name" = ? and "id" > ?`, params: ['Ann', 1] },
    postgresql: { text: `select ${W} from "sql_writer" where "name" = $1 and "id" > $2`, params: ['Ann', 1] }
  },
  {
    name: 'order',
    build: read(book, { order: relation(writer, 'books').order }),
    sqlite: { text: `select ${B} from "sql_book" order by "year" desc nulls last, "id" asc`, params: [] },
    postgresql: { text: `select ${B} from "sql_book" order by "year" desc nulls last, "id" asc`, params: [] }
  },
  {
    name: 'order: a nullable column, null first ascending and last descending on both databases',
    build: read(writer, { order: [{ column: writer.columnsByProp.get('name') as Condition['column'], descending: false }, { column: writer.columnsByProp.get('born') as Condition['column'], descending: true }, { column: writer.primaryKey, descending: false }], limit: 5, offset: 5 }, false),
    sqlite: { text: `select ${W} from "sql_writer" order by "name" asc nulls first, "born" desc nulls last, "id" asc limit ? offset ?`, params: [5, 5] },
    postgresql: { text: `select ${W} from "sql_writer" order by "name" asc nulls first, "born" desc nulls last, "id" asc limit $1 offset $2`, params: [5, 5] }
  },
  {
    name: 'page: limit',
    build: read(book, { limit: 10 }),
    sqlite: { text: `select ${B} from "sql_book" limit 10`, params: [] },
    postgresql: { text: `select ${B} from "sql_book" limit $1`, params: [10] }
  },
  {
    name: 'page: limit, as the collection debug shows it',
    build: read(book, { limit: 10 }, false),
    sqlite: { text: `select ${B} from "sql_book" limit ?`, params: [10] },
    postgresql: { text: `select ${B} from "sql_book" limit $1`, params: [10] }
  },
  {
    name: 'page: where, order, limit and offset',
    build: read(book, { where: [on(book, 'writerId', 'eq', 1)], order: [{ column: book.primaryKey, descending: false }], limit: 10, offset: 20 }),
    sqlite: { text: `select ${B} from "sql_book" where "writer_id" = ? order by "id" asc limit 10 offset ?`, params: [1, 20] },
    postgresql: { text: `select ${B} from "sql_book" where "writer_id" = $1 order by "id" asc limit $2 offset $3`, params: [1, 10, 20] }
  },
  {
    name: 'page: offset without limit',
    build: read(book, { offset: 20 }),
    sqlite: { text: `select ${B} from "sql_book" limit -1 offset ?`, params: [20] },
    postgresql: { text: `select ${B} from "sql_book" offset $1`, params: [20] }
  },
  {
    name: 'page: offset 0 is left out',
    build: read(book, { limit: 5, offset: 0 }),
    sqlite: { text: `select ${B} from "sql_book" limit 5`, params: [] },
    postgresql: { text: `select ${B} from "sql_book" limit $1`, params: [5] }
  },
  {
    name: 'count',
    build: dialect => statement(dialect, params => countSql(book, [], params)),
    sqlite: { text: 'select count(*) from "sql_book"', params: [] },
    postgresql: { text: 'select count(*) from "sql_book"', params: [] }
  },
  {
    name: 'count with where',
    build: dialect => statement(dialect, params => countSql(book, [on(book, 'year', 'ge', 2000)], params)),
    sqlite: { text: 'select count(*) from "sql_book" where "year" >= ?', params: [2000] },
    postgresql: { text: 'select count(*) from "sql_book" where "year" >= $1', params: [2000] }
  },
  {
    name: 'select of some columns (a field selection)',
    build: dialect => statement(dialect, params => readSql(selectSql(writer, [writer.primaryKey, writer.columnsByProp.get('born') as Condition['column']]), { where: [], order: [] }, params)),
    sqlite: { text: 'select "id", "born" from "sql_writer"', params: [] },
    postgresql: { text: 'select "id", "born" from "sql_writer"', params: [] }
  },
  {
    name: 'keyset page: a nullable key descending, the id after it, null sorting low',
    build: read(writer, { order: [{ column: writer.columnsByProp.get('born') as Condition['column'], descending: true }, { column: writer.primaryKey, descending: false }], after: [BORN, 4], limit: 3 }, false),
    sqlite: {
      text: `select ${W} from "sql_writer" where (("born" < ? or "born" is null) or ("born" = ? and "id" > ?)) order by "born" desc nulls last, "id" asc limit ?`,
      params: [BORN.getTime(), BORN.getTime(), 4, 3]
    },
    postgresql: {
      text: `select ${W} from "sql_writer" where (("born" < $1 or "born" is null) or ("born" = $2 and "id" > $3)) order by "born" desc nulls last, "id" asc limit $4`,
      params: [BORN.toISOString(), BORN.toISOString(), 4, 3]
    }
  },
  {
    name: 'keyset page: a date-time key to the microsecond, bound exactly (a stored value finer than its column shows)',
    build: read(writer, { order: [{ column: writer.columnsByProp.get('born') as Condition['column'], descending: false }, { column: writer.primaryKey, descending: false }], after: [BORN_MICRO, 4] }),
    sqlite: { text: `select ${W} from "sql_writer" where ("born" > ? or ("born" = ? and "id" > ?)) order by "born" asc nulls first, "id" asc`, params: [BORN.getTime(), BORN.getTime(), 4] },
    postgresql: { text: `select ${W} from "sql_writer" where ("born" > $1 or ("born" = $2 and "id" > $3)) order by "born" asc nulls first, "id" asc`, params: ['2001-02-03T04:05:06.789123Z', '2001-02-03T04:05:06.789123Z', 4] }
  },
  {
    name: 'keyset page: after a null ascending key, with a filter',
    build: read(writer, { where: [on(writer, 'active', 'eq', true)], order: [{ column: writer.columnsByProp.get('name') as Condition['column'], descending: false }, { column: writer.primaryKey, descending: false }], after: [null, 2] }),
    sqlite: { text: `select ${W} from "sql_writer" where "active" = ? and ("name" is not null or ("name" is null and "id" > ?)) order by "name" asc nulls first, "id" asc`, params: [1, 2] },
    postgresql: { text: `select ${W} from "sql_writer" where "active" = $1 and ("name" is not null or ("name" is null and "id" > $2)) order by "name" asc nulls first, "id" asc`, params: [true, 2] }
  },
  {
    name: 'related: single, one key',
    build: dialect => statement(dialect, params => relatedSql(relation(book, 'writer'), selectSql(writer), [1], params)),
    sqlite: { text: `select ${W} from "sql_writer" where "id" = ?`, params: [1] },
    postgresql: { text: `select ${W} from "sql_writer" where "id" = $1`, params: [1] }
  },
  {
    name: 'related: single, several keys, capped',
    build: dialect => statement(dialect, params => relatedSql(relation(book, 'writer'), selectSql(writer), [1, 2], params, 3)),
    sqlite: { text: `select ${W} from "sql_writer" where "id" in (select value from json_each(?)) limit ?`, params: ['[1,2]', 3] },
    postgresql: { text: `select ${W} from "sql_writer" where "id" = any($1) limit $2`, params: ['{1,2}', 3] }
  },
  {
    name: 'related: list, one parent',
    build: dialect => statement(dialect, params => relatedSql(relation(writer, 'books'), selectSql(book), [1], params)),
    sqlite: { text: `select ${B} from "sql_book" where "writer_id" = ? order by "year" desc nulls last, "id" asc limit 2`, params: [1] },
    postgresql: { text: `select ${B} from "sql_book" where "writer_id" = $1 order by "year" desc nulls last, "id" asc limit 2`, params: [1] }
  },
  {
    name: 'related: list, one parent, capped below its limit',
    build: dialect => statement(dialect, params => relatedSql(relation(writer, 'books'), selectSql(book), [1], params, 1)),
    sqlite: { text: `select ${B} from "sql_book" where "writer_id" = ? order by "year" desc nulls last, "id" asc limit ?`, params: [1, 1] },
    postgresql: { text: `select ${B} from "sql_book" where "writer_id" = $1 order by "year" desc nulls last, "id" asc limit $2`, params: [1, 1] }
  },
  // Guarded (a GET's list on SQLite): the parent's entries counted first set the read's limit, 0
  // past ENTRIES_IN_PROCESS, so that SQLite sorts none of them; a row of nulls then says so.
  ...([[undefined, '2', [7, 7, 7]], [1, '?', [7, 7, 1, 7]]] as const).map(([cap, limit, values]): Shape => {
    const count = '(select count(*) from (select 1 from "sql_book" where "writer_id" = ? limit 5001))'
    const order = ' order by "year" desc nulls last, "id" asc'
    return {
      name: `related: list, one parent, guarded${cap === undefined ? '' : ', capped below its limit'}`,
      build: dialect => statement(dialect, params => relatedSql(relation(writer, 'books'), selectSql(book), [7], params, cap, B.split(', ').length)),
      sqlite: {
        text: `select * from (select ${B} from "sql_book" where "writer_id" = ?${order} limit (case when ${count} <= 5000 then ${limit} else 0 end)) as "fmr_one"` +
          ` union all select ${B.split(', ').map(() => 'null').join(', ')} where ${count} > 5000${order}`,
        params: [...values]
      },
      postgresql: {
        text: `select ${B} from "sql_book" where "writer_id" = $1${order} limit ${cap === undefined ? '2' : '$2'}`,
        params: cap === undefined ? [7] : [7, 1]
      }
    }
  }),
  ...([[undefined, '', []], [3, ' limit ?', [3]]] as const).map(([cap, limit, capParams]): Shape => ({
    name: `related: list, several parents in a window${cap === undefined ? '' : ', capped'}`,
    build: dialect => statement(dialect, params => relatedSql(relation(writer, 'books'), selectSql(book), [1, 2], params, cap)),
    // SQLite numbers only the parents with more than the limit (those with a (limit + 1)th
    // row); the others' rows are read plainly beside them, all in the relationship's order.
    sqlite: {
      text: 'with "fmr_keys" as materialized (select "value" from json_each(?)), "fmr_heavy" as materialized (select "value" from "fmr_keys"' +
        ' where exists (select 1 from "sql_book" where "writer_id" = "fmr_keys"."value" limit 1 offset 2))' +
        ` select ${B} from "sql_book" where "writer_id" in (select "value" from "fmr_keys") and "writer_id" not in (select "value" from "fmr_heavy")` +
        ` union all select ${B} from (select ${B}, row_number() over (partition by "writer_id" order by "year" desc nulls last, "id" asc) as "fmr_row"` +
        ` from "sql_book" where "writer_id" in (select "value" from "fmr_heavy")) as "fmr_window" where "fmr_row" <= 2 order by "year" desc nulls last, "id" asc${limit}`,
      params: ['[1,2]', ...capParams]
    },
    postgresql: {
      text: `select ${B} from (select ${B}, row_number() over (partition by "writer_id" order by "year" desc nulls last, "id" asc) as "fmr_row"` +
        ` from "sql_book" where "writer_id" = any($1)) as "fmr_window" where "fmr_row" <= 2 order by "fmr_row"${limit.replace('?', '$2')}`,
      params: ['{1,2}', ...capParams]
    }
  })),
  // A guarded list's first read on SQLite: its rows in the index's order, at most probeRows of
  // them, then sorted; `offset 0` keeps the limit before the sort.
  ...([[[7], 3, '= ?', '= $1', 7, '{7}'], [[1, 2], 8, 'in (select value from json_each(?))', '= any($1)', '[1,2]', '{1,2}']] as const).map(([keys, rows, sqliteKey, pgKey, sqliteValue, pgValue]): Shape => ({
    name: `related: a probe of ${keys.length === 1 ? 'one parent' : 'several parents'}`,
    build: dialect => statement(dialect, params => probeSql(relation(writer, 'books'), selectSql(book), [...keys], params, probeRows(keys.length, 2) ?? 0)),
    sqlite: {
      text: `select * from (select ${B} from "sql_book" where "writer_id" ${sqliteKey} limit ${rows} offset 0) as "fmr_probe" order by "year" desc nulls last, "id" asc`,
      params: [sqliteValue]
    },
    postgresql: {
      text: `select * from (select ${B} from "sql_book" where "writer_id" ${pgKey} limit ${rows} offset 0) as "fmr_probe" order by "year" desc nulls last, "id" asc`,
      params: keys.length === 1 ? [7] : [pgValue]
    }
  })),
  {
    name: 'insert with values, returning',
    build: dialect => statement(dialect, params => insertSql(writer, selectSql(writer), { name: 'Cy', active: false, born: BORN, stars: '7' }, params)),
    // A written date-time is cut to its column's precision (whole seconds): what is stored is what is shown.
    sqlite: { text: `insert into "sql_writer" ("name", "active", "born", "stars") values (?, ?, ?, ?) returning ${W}`, params: ['Cy', 0, BORN_SECOND.getTime(), 7n] },
    postgresql: { text: `insert into "sql_writer" ("name", "active", "born", "stars") values ($1, $2, $3, $4) returning ${W}`, params: ['Cy', false, BORN_SECOND.toISOString(), '7'] }
  },
  {
    name: 'insert without values',
    build: dialect => statement(dialect, params => insertSql(writer, selectSql(writer), {}, params)),
    sqlite: { text: `insert into "sql_writer" default values returning ${W}`, params: [] },
    postgresql: { text: `insert into "sql_writer" default values returning ${W}`, params: [] }
  },
  {
    name: 'insert of several records setting the same columns, one statement',
    build: dialect => statement(dialect, params => insertManySql(writer, selectSql(writer), [{ name: 'Cy', stars: '7' }, { name: 'Di', stars: '8' }], params)),
    sqlite: { text: `insert into "sql_writer" ("name", "stars") values (?, ?), (?, ?) returning ${W}`, params: ['Cy', 7n, 'Di', 8n] },
    postgresql: { text: `insert into "sql_writer" ("name", "stars") values ($1, $2), ($3, $4) returning ${W}`, params: ['Cy', '7', 'Di', '8'] }
  },
  {
    name: 'insert of several records setting different columns: no one statement',
    build: dialect => statement(dialect, params => insertManySql(writer, selectSql(writer), [{ name: 'Cy', stars: '7' }, { name: 'Di', active: true }], params)),
    sqlite: undefined,
    postgresql: undefined
  },
  {
    name: 'update, returning',
    build: dialect => statement(dialect, params => updateSql(writer, selectSql(writer), { name: 'Di', active: true }, [on(writer, 'id', 'eq', 1)], params)),
    sqlite: { text: `update "sql_writer" set "name" = ?, "active" = ? where "id" = ? returning ${W}`, params: ['Di', 1, 1] },
    postgresql: { text: `update "sql_writer" set "name" = $1, "active" = $2 where "id" = $3 returning ${W}`, params: ['Di', true, 1] }
  },
  {
    name: 'a read with its single relationship joined',
    build: dialect => statement(dialect, params => joinedSql(
      readSql(selectSql(book), { where: [on(book, 'id', 'eq', 1)], order: [], limit: 1 }, params, dialect.inlineLimit), WRITER_JOINS[dialect.name], [])),
    sqlite: { text: `select ${JOINED} from (select ${B} from "sql_book" where "id" = ? limit 1) as "fmr_t"${JOIN}`, params: [1] },
    postgresql: { text: `select ${JOINED} from (select ${B} from "sql_book" where "id" = $1 limit $2) as "fmr_t"${LATERAL}`, params: [1, 1] }
  },
  // A joined type's GET hook narrows the record it shows: one that fails it is null, as a missing
  // one; its values bound where the join stands, after the inner read's and before the order's.
  {
    name: 'a read with its single relationship joined under its type\'s narrowing',
    build: dialect => statement(dialect, params => joinedSql(
      readSql(selectSql(book), { where: [on(book, 'id', 'eq', 1)], order: [], limit: 1 }, params, dialect.inlineLimit), WRITER_JOINS[dialect.name], [], params, false,
      [[on(writer, 'active', 'eq', true), on(writer, 'name', 'ne', 'Bo')]])),
    sqlite: {
      text: `select ${JOINED} from (select ${B} from "sql_book" where "id" = ? limit 1) as "fmr_t"` +
        ` left join (select ${W} from "sql_writer" where "active" = ? and "name" <> ?) as "fmr_j0" on "fmr_j0"."id" = "fmr_t"."writer_id"`,
      params: [1, 1, 'Bo']
    },
    postgresql: {
      text: `select ${JOINED} from (select ${B} from "sql_book" where "id" = $1 limit $2) as "fmr_t"` +
        ` left join lateral (select ${W.split(', ').map(column => `"fmr_j0".${column}`).join(', ')} from "sql_writer" as "fmr_j0" where "fmr_j0"."id" = "fmr_t"."writer_id" and "active" = $3 and "name" <> $4 limit 1) as "fmr_j0" on true`,
      params: [1, 1, true, 'Bo']
    }
  },
  {
    name: 'a record with its list in the same statement (LATERAL: PostgreSQL only)',
    build: dialect => dialect.listInRecordRead
      ? statement(dialect, params => recordWithListSql(
        readSql(selectSql(writer), { where: [on(writer, 'id', 'eq', 1)], order: [], limit: 1 }, params, dialect.inlineLimit), { columns: '', joins: '', each: [] }, relation(writer, 'books'), selectSql(book)))
      : undefined,
    sqlite: undefined,
    postgresql: {
      text: `select "fmr_t".*, "fmr_l".* from (select ${W} from "sql_writer" where "id" = $1 limit $2) as "fmr_t"` +
        ` left join lateral (select ${B} from "sql_book" where "writer_id" = "fmr_t"."id" order by "year" desc nulls last, "id" asc limit 2) as "fmr_l" on true` +
        ' order by "fmr_l"."year" desc nulls last, "fmr_l"."id" asc',
      params: [1, 1]
    }
  },
  {
    name: 'a write answering with its single relationship joined (a WITH query: PostgreSQL only)',
    build: dialect => dialect.writesInWith
      ? statement(dialect, params => joinedWriteSql(updateSql(book, selectSql(book), { title: 'T1999' }, [on(book, 'id', 'eq', 1)], params) as string, WRITER_JOINS[dialect.name]))
      : undefined,
    sqlite: undefined,
    postgresql: { text: `with "fmr_w" as (update "sql_book" set "title" = $1 where "id" = $2 returning ${B}) select ${JOINED} from "fmr_w" as "fmr_t"${LATERAL}`, params: ['T1999', 1] }
  },
  {
    name: 'update without values: no statement',
    build: dialect => statement(dialect, params => updateSql(writer, selectSql(writer), {}, [on(writer, 'id', 'eq', 1)], params)),
    sqlite: undefined,
    postgresql: undefined
  },
  {
    name: 'delete, returning',
    build: dialect => statement(dialect, params => deleteSql(book, selectSql(book), [on(book, 'id', 'eq', 2)], params)),
    sqlite: { text: `delete from "sql_book" where "id" = ? returning ${B}`, params: [2] },
    postgresql: { text: `delete from "sql_book" where "id" = $1 returning ${B}`, params: [2] }
  },
  {
    name: 'id lock',
    build: dialect => statement(dialect, () => idLockSql(writer, dialect)),
    sqlite: undefined,
    postgresql: { text: 'lock table "sql_writer" in share row exclusive mode', params: [] },
    transaction: true
  },
  {
    name: 'id sequence move',
    build: dialect => statement(dialect, () => sequenceSql(writer, dialect)),
    sqlite: undefined,
    postgresql: {
      text: 'select setval(seq, greatest(top, 1), top >= 1) from (select seq, greatest((select max("id") from "sql_writer"), ' +
        'pg_sequence_last_value(seq::regclass)) as top from (select pg_get_serial_sequence(\'"sql_writer"\', \'id\') as seq) named) tops',
      params: []
    },
    transaction: true
  },
  {
    name: 'the row locks of a conditional write (PostgreSQL only)',
    build: dialect => dialect.name === 'postgresql' ? statement(dialect, params => lockSql(book, [2, 1], params)) : undefined,
    sqlite: undefined,
    // Run here on its own, it locks until its own statement ends: its text is what is checked.
    postgresql: { text: 'select "id" from "sql_book" where "id" = any($1) order by "id" for update', params: ['{2,1}'] }
  },
  {
    name: 'the order of texts as the database orders them (a change event\'s row before it, judged against a filter)',
    build: dialect => statement(dialect, params => textOrderSql([['Nile', 'M'], ['\u{1F600}', '\uFF61']], params)),
    sqlite: { text: `${TEXT_ORDER}(0, ?, ?), (1, ?, ?)) as pairs`, params: ['Nile', 'M', '\u{1F600}', '\uFF61'] },
    postgresql: { text: `${TEXT_ORDER}(0, $1, $2), (1, $3, $4)) as pairs`, params: ['Nile', 'M', '\u{1F600}', '\uFF61'] }
  },
  {
    name: 'no id sequence for a key that is not an integer',
    build: dialect => statement(dialect, () => idLockSql(SqlTag[kMeta], dialect) ?? sequenceSql(SqlTag[kMeta], dialect)),
    sqlite: undefined,
    postgresql: undefined
  }
]

for (const dialect of [SQLITE, POSTGRESQL]) {
  t.test(`the SQL of each shape [${dialect.name}]`, async t => {
    for (const shape of SHAPES) t.strictSame(shape.build(dialect), shape[dialect.name], shape.name)
  })
}

eachDatabase(t, 'each pinned statement runs', async (t, { dialect, url }) => {
  const db = new DB(url, { models })
  t.teardown(() => db.close())
  await db.createAll()
  await db[kWriter].insert(writer, { name: 'Ann', stars: '1' })
  await db[kWriter].insert(writer, { name: 'Bob' })
  for (const year of [1999, 2001, 2003]) await db[kWriter].insert(book, { title: `T${year}`, year, writerId: 1 })
  const runner = db[kReader].runner
  for (const shape of SHAPES) {
    const pinned = shape[dialect]
    if (pinned === undefined) continue
    const { text, params } = pinned
    if (shape.transaction === true) {
      await db.orm.em.transactional(async em => { await em.getConnection().execute(text, params, 'all', em.getTransactionContext()) })
      t.pass(shape.name)
    } else {
      t.ok(Array.isArray(await runner.rows(text, params)), shape.name)
    }
  }
  const textOrder = statement(runner.dialect, params => textOrderSql([['Nile', 'M'], ['\u{1F600}', '\uFF61']], params)) as Statement
  t.strictSame(await runner.rows(textOrder.text, textOrder.params), [[0, 1], [1, 1]], 'texts in the database\'s order, UTF-8\'s bytes here, not JavaScript\'s code units')
  t.strictSame(await db[kReader].rows(book, { where: [], order: [{ column: book.primaryKey, descending: false }] }), [
    { id: 1, title: 'T1999', year: 1999, writerId: 1 },
    { id: 3, title: 'T2003', year: 2003, writerId: 1 }
  ], 'the delete removed its book')
  t.strictSame((await db[kReader].rows(writer, { where: [], order: [{ column: writer.primaryKey, descending: false }] })).map(row => [row.id, row.name, row.active]), [
    [1, 'Di', true], [2, 'Bob', null], [3, 'Cy', false], [4, null, null], [5, 'Cy', null], [6, 'Di', null]
  ], 'the inserts (the multi-row one too) and the update are stored')
})
