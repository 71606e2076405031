// Column types: the choice column both ways, coerceValue() for every kind, and Column.WriteOnly.
import t from 'tap'
import { Column, COLUMN, columnInfo, DB, defineModel, HookQuery } from '../../lib/index.ts'
import type { ColumnInfo, ColumnSchema } from '../../lib/index.ts'
import { coerceValue } from '../../lib/validate/coerce.ts'
import { buildPlan } from '../../lib/serialize/plan.ts'
import { toDict } from '../../lib/serialize/to-dict.ts'
import { User } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { kReader, kMeta } from '../../lib/symbols.ts'

function info (schema: ColumnSchema<any, any>): ColumnInfo {
  const found = columnInfo(schema)
  if (found === undefined) throw new Error('not a column')
  return found
}

/** The JSON Schema side of a column. */
function json (schema: ColumnSchema<any, any>): Record<string, unknown> {
  return schema as unknown as Record<string, unknown>
}

// ---- the choice column -----------------------------------------------------------------

const Task = defineModel({
  name: 'ColTask',
  tableName: 'col_task',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(40),
    state: Column.Choice({ 0: 'new', 1: 'done' })
  }
})

eachDatabase(t, 'a choice column stores the integer and gives back the label', async (t, { url }) => {
  const db = new DB(url, { models: [Task] })
  t.teardown(() => db.close())
  await db.createAll()
  const done = await new Task({ title: 'a', state: 'done' }).save()
  await new Task({ title: 'b', state: 'new' }).save()
  await new Task({ title: 'c' }).save()
  t.equal(done.state, 'done', 'the record keeps the label')
  t.strictSame(done.toDict(), { id: 1, title: 'a', state: 'done' })

  t.strictSame(await db[kReader].runner.rows('select id, state from col_task order by id', []), [[1, 1], [2, 0], [3, null]],
    'the table holds the integer keys')

  const plan = buildPlan(Task[kMeta], { settings: meta => db.model(meta.name) })
  const rows = await db[kReader].rows(Task[kMeta], { where: [], order: [{ column: Task[kMeta].primaryKey, descending: false }] })
  t.strictSame(rows.map(row => toDict(plan, row)), [
    { id: 1, title: 'a', state: 'done' },
    { id: 2, title: 'b', state: 'new' },
    { id: 3, title: 'c', state: null }
  ], 'read back as labels')

  const coerced = coerceValue(info(Task[kMeta].columnsByProp.get('state')!.schema), 'done', true)
  t.strictSame(coerced, { ok: true, value: 1 })
  const filtered = await db[kReader].rows(Task[kMeta], { where: new HookQuery(Task).where('state', coerced.ok ? coerced.value : null).conditions, order: [] })
  t.strictSame(filtered.map(row => row.title), ['a'], 'a filter on the coerced label finds the row')

  const found = await db.fork().find(Task, { state: 'done' } as never) as unknown as Array<{ title: string, state: string }>
  t.strictSame(found.map(task => [task.title, task.state]), [['a', 'done']], 'the ORM filters by label and hydrates labels')
})

eachDatabase(t, 'a choice column takes a stored key as well, and refuses anything else', async (t, { url }) => {
  const db = new DB(url, { models: [Task] })
  t.teardown(() => db.close())
  await db.createAll()
  // What coerceValue() hands over for a label is the key: it must store as is.
  const keyed = await new Task({ title: 'k', state: 1 as never }).save()
  t.strictSame(keyed.toDict(), { id: 1, title: 'k', state: 'done' }, 'a key serializes as its label')
  await t.rejects(new Task({ title: 'x', state: 'maybe' as never }).save(), { code: 'FMR_ERR_CHOICE', message: 'The value maybe is not a valid choice (one of: new, done)' })
  await t.rejects(new Task({ title: 'y', state: 7 as never }).save(), { message: 'The value 7 is not a valid choice (one of: new, done)' })
  const after = await new Task({ title: 'z', state: 'new' }).save()
  t.strictSame(await db[kReader].runner.rows('select title, state from col_task order by id', []), [['k', 1], ['z', 0]],
    'nothing of the refused records was written')
  t.equal(after.state, 'new')
})

t.test('coerceValue() for a choice column accepts the labels only', async t => {
  const state = info(Column.Choice({ 0: 'new', 1: 'done', 5: 'archived' }))
  t.strictSame(coerceValue(state, 'new'), { ok: true, value: 0 })
  t.strictSame(coerceValue(state, 'done'), { ok: true, value: 1 })
  t.strictSame(coerceValue(state, 'archived'), { ok: true, value: 5 })
  t.strictSame(coerceValue(state, 'maybe'), { ok: false, message: 'The value maybe is not a valid choice (one of: new, done, archived)' })
  t.strictSame(coerceValue(state, 'Done'), { ok: false, message: 'The value Done is not a valid choice (one of: new, done, archived)' }, 'labels are case-sensitive')
  t.strictSame(coerceValue(state, 1), { ok: false, message: 'The value 1 is not a valid choice (one of: new, done, archived)' }, 'a key is not a label')
  t.strictSame(coerceValue(state, '0', true), { ok: false, message: 'The value 0 is not a valid choice (one of: new, done, archived)' })
  t.strictSame(state.choices, { 0: 'new', 1: 'done', 5: 'archived' })
  t.equal(state.kind, 'choice')
})

// ---- coerceValue for the other kinds ----------------------------------------------------

t.test('coerceValue() for Integer: the int32 range, numeric strings', async t => {
  const integer = info(Column.Integer())
  t.strictSame(coerceValue(integer, 42), { ok: true, value: 42 })
  t.strictSame(coerceValue(integer, '42'), { ok: true, value: 42 }, 'a numeric string')
  t.strictSame(coerceValue(integer, '-17'), { ok: true, value: -17 })
  t.strictSame(coerceValue(integer, 2147483647), { ok: true, value: 2147483647 })
  t.strictSame(coerceValue(integer, -2147483648), { ok: true, value: -2147483648 })
  t.strictSame(coerceValue(integer, 2147483648), { ok: false, message: 'The value 2147483648 is not a valid integer' })
  t.strictSame(coerceValue(integer, Infinity), { ok: false, message: 'The value Infinity is not a valid integer' }, 'JSON 1e999 is named as it was read')
  t.strictSame(coerceValue(integer, '-2147483649'), { ok: false, message: 'The value -2147483649 is not a valid integer' })
  t.strictSame(coerceValue(integer, 4.5), { ok: false, message: 'The value 4.5 is not a valid integer' })
  t.strictSame(coerceValue(integer, '4.0'), { ok: false, message: 'The value 4.0 is not a valid integer' })
  t.strictSame(coerceValue(integer, 'abc'), { ok: false, message: 'The value abc is not a valid integer' })
  t.strictSame(coerceValue(integer, ''), { ok: false, message: 'The value  is not a valid integer' })
  t.strictSame(coerceValue(integer, true), { ok: false, message: 'The value true is not a valid integer' })
  t.strictSame(coerceValue(integer, [1]), { ok: false, message: 'The value [1] is not a valid integer' })
})

t.test('coerceValue() for SmallInteger: -32768..32767', async t => {
  const small = info(Column.SmallInteger())
  t.strictSame(coerceValue(small, -32768), { ok: true, value: -32768 })
  t.strictSame(coerceValue(small, 32767), { ok: true, value: 32767 })
  t.strictSame(coerceValue(small, '32767'), { ok: true, value: 32767 })
  t.strictSame(coerceValue(small, 32768), { ok: false, message: 'The value 32768 is not a valid integer' })
  t.strictSame(coerceValue(small, -32769), { ok: false, message: 'The value -32769 is not a valid integer' })
})

t.test('coerceValue() for BigInteger: int64, as a decimal string', async t => {
  const big = info(Column.BigInteger())
  t.strictSame(coerceValue(big, 42), { ok: true, value: '42' })
  t.strictSame(coerceValue(big, '9007199254740993'), { ok: true, value: '9007199254740993' }, 'no digit lost past 2^53')
  t.strictSame(coerceValue(big, '9223372036854775807'), { ok: true, value: '9223372036854775807' })
  t.strictSame(coerceValue(big, '-9223372036854775808'), { ok: true, value: '-9223372036854775808' })
  t.strictSame(coerceValue(big, '9223372036854775808'), { ok: false, message: 'The value 9223372036854775808 is not a valid integer' })
})

t.test('coerceValue() for Float, Numeric and Boolean', async t => {
  const float = info(Column.Float())
  t.strictSame(coerceValue(float, 1.5), { ok: true, value: 1.5 })
  t.strictSame(coerceValue(float, '-2.25'), { ok: true, value: -2.25 })
  t.strictSame(coerceValue(float, 'abc'), { ok: false, message: 'The value abc is not a valid float' })
  t.strictSame(coerceValue(float, Number.NaN), { ok: false, message: 'The value NaN is not a valid float' })

  const numeric = info(Column.Numeric(17, 6))
  t.strictSame(coerceValue(numeric, '12345678901.123456'), { ok: true, value: '12345678901.123456' })
  t.strictSame(coerceValue(numeric, 1.5), { ok: true, value: '1.5' }, 'a number becomes the decimal string')
  t.strictSame(coerceValue(numeric, '123456789012'), { ok: false, message: 'The value 123456789012 is not a valid numeric(17, 6)' },
    '12 digits before the point do not fit numeric(17, 6)')
  t.strictSame(coerceValue(numeric, '1e5'), { ok: false, message: 'The value 1e5 is not a valid numeric(17, 6)' })

  const flag = info(Column.Boolean())
  t.strictSame(coerceValue(flag, false), { ok: true, value: false })
  t.strictSame(coerceValue(flag, 'true'), { ok: false, message: 'The value true is not a valid boolean' }, 'a JSON body sends booleans')
  t.strictSame(coerceValue(flag, 'true', true), { ok: true, value: true }, 'a query string sends text')
  t.strictSame(coerceValue(flag, '0', true), { ok: true, value: false })
  t.strictSame(coerceValue(flag, 'yes', true), { ok: false, message: 'The value yes is not a valid boolean' })
})

t.test('coerceValue() for Date and DateTime rejects days that do not exist', async t => {
  const date = info(Column.Date())
  t.strictSame(coerceValue(date, '2024-02-29'), { ok: true, value: '2024-02-29' }, 'a leap day')
  t.strictSame(coerceValue(date, '2024-02-30'), { ok: false, message: 'The value 2024-02-30 is not a valid date' })
  t.strictSame(coerceValue(date, '2023-02-29'), { ok: false, message: 'The value 2023-02-29 is not a valid date' })
  t.strictSame(coerceValue(date, '2024-13-01'), { ok: false, message: 'The value 2024-13-01 is not a valid date' })
  t.strictSame(coerceValue(date, '2024-1-01'), { ok: false, message: 'The value 2024-1-01 is not a valid date' })

  const dateTime = info(Column.DateTime())
  t.strictSame(coerceValue(dateTime, '2024-02-29 23:59:58'), { ok: true, value: new Date('2024-02-29T23:59:58Z') }, 'UTC when no zone is given')
  t.strictSame(coerceValue(dateTime, '2024-02-29T23:59:58Z'), { ok: true, value: new Date('2024-02-29T23:59:58Z') })
  t.strictSame(coerceValue(dateTime, '2024-03-01T01:59:58+02:00'), { ok: true, value: new Date('2024-02-29T23:59:58Z') })
  t.strictSame(coerceValue(dateTime, '2024-02-30 10:00:00'), { ok: false, message: 'The value 2024-02-30 10:00:00 is not a valid date-time' })
  t.strictSame(coerceValue(dateTime, '2024-02-30T10:00:00Z'), { ok: false, message: 'The value 2024-02-30T10:00:00Z is not a valid date-time' })
  t.strictSame(coerceValue(dateTime, '2024-02-28 24:00:00'), { ok: false, message: 'The value 2024-02-28 24:00:00 is not a valid date-time' })
  t.strictSame(coerceValue(dateTime, 1709251198000), { ok: false, message: 'The value 1709251198000 is not a valid date-time' })
})

t.test('coerceValue() for strings: the maximum length', async t => {
  const name = info(Column.String(50))
  t.strictSame(coerceValue(name, 'x'.repeat(50)), { ok: true, value: 'x'.repeat(50) })
  t.strictSame(coerceValue(name, 'x'.repeat(51)), { ok: false, message: 'The data exceeds the maximum length 50' })
  t.strictSame(coerceValue(name, '😀'.repeat(50)), { ok: true, value: '😀'.repeat(50) }, 'characters are counted, not UTF-16 units')
  t.strictSame(coerceValue(name, '😀'.repeat(51)), { ok: false, message: 'The data exceeds the maximum length 50' })
  t.strictSame(coerceValue(info(Column.String(100)), 'x'.repeat(101)), { ok: false, message: 'The data exceeds the maximum length 100' })
  t.strictSame(coerceValue(name, 12), { ok: false, message: 'The value 12 is not a valid string' })
  t.strictSame(coerceValue(name, 'a\u0000b'), { ok: false, message: 'The value a\u0000b is not a valid string' }, 'NUL is refused on both databases')
  const free = info(Column.String())
  t.strictSame(coerceValue(free, 'x'.repeat(10000)), { ok: true, value: 'x'.repeat(10000) }, 'String() has no maximum')
  t.strictSame(coerceValue(info(Column.Text()), 'y'.repeat(10000)), { ok: true, value: 'y'.repeat(10000) })
})

// ---- column facts and Column.WriteOnly ----------------------------------------------------

t.test('column builders record their facts', async t => {
  t.strictSame(info(Column.Integer()), { kind: 'integer', nullable: true, minimum: -2147483648, maximum: 2147483647 })
  t.strictSame(info(Column.Integer({ primaryKey: true })), { primaryKey: true, kind: 'integer', nullable: false, minimum: -2147483648, maximum: 2147483647 },
    'a primary key is not nullable unless declared so')
  t.strictSame(info(Column.SmallInteger({ nullable: false })), { nullable: false, kind: 'smallinteger', minimum: -32768, maximum: 32767 })
  t.strictSame(info(Column.String(50, { unique: true })), { unique: true, maxLength: 50, kind: 'string', nullable: true })
  t.strictSame(info(Column.Numeric(17, 6)), { precision: 17, scale: 6, kind: 'numeric', nullable: true })
  t.strictSame(json(Column.String(50, { nullable: false })).maxLength, 50, 'the TypeBox schema carries the JSON Schema facts')
  t.strictSame(json(Column.String(50)).type, ['string', 'null'], 'a nullable column accepts null')
})

t.test('Column.WriteOnly marks a column write-only and keeps its other facts', async t => {
  const plain = Column.String(80, { nullable: false })
  const password = Column.WriteOnly(plain)
  t.strictSame(info(password), { nullable: false, maxLength: 80, kind: 'string', writeOnly: true })
  t.equal(json(password).writeOnly, true, 'the JSON Schema says writeOnly')
  t.equal(json(password).maxLength, 80)
  t.equal(json(password).type, 'string')
  t.equal(info(plain).writeOnly, undefined, 'the wrapped column is not changed')
  t.equal(json(plain).writeOnly, undefined)
  t.equal(typeof password[COLUMN], 'object')
  t.equal(info(User[kMeta].columnsByProp.get('password')!.schema).writeOnly, true, 'User.password is write-only')
  t.strictSame(coerceValue(info(password), 'x'.repeat(81)), { ok: false, message: 'The data exceeds the maximum length 80' },
    'it is still validated as its column')
})

const Account = defineModel({
  name: 'ColAccount',
  tableName: 'col_account',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    login: Column.String(20, { nullable: false }),
    pin: Column.WriteOnly(Column.SmallInteger())
  }
})

eachDatabase(t, 'a write-only column is stored, and left out of output while it holds a value', async (t, { url }) => {
  const db = new DB(url, { models: [Account] })
  t.teardown(() => db.close())
  await db.createAll()
  const withPin = await new Account({ login: 'ann', pin: 1234 }).save()
  await new Account({ login: 'bob' }).save()
  t.strictSame(withPin.toDict(), { id: 1, login: 'ann' })
  t.strictSame(await db[kReader].runner.rows('select login, pin from col_account order by id', []), [['ann', 1234], ['bob', null]],
    'the value is in the table')
  const plan = buildPlan(Account[kMeta], { settings: meta => db.model(meta.name) })
  const rows = await db[kReader].rows(Account[kMeta], { where: [], order: [{ column: Account[kMeta].primaryKey, descending: false }] })
  t.strictSame(rows.map(row => toDict(plan, row)), [{ id: 1, login: 'ann' }, { id: 2, login: 'bob', pin: null }])
  t.strictSame(withPin.toDict({ serialFields: ['pin', 'login'] }), { login: 'ann' }, 'even when asked for by name')
})
