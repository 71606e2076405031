// Column kinds, one module each: the dispatcher knows every kind, and each kind's value goes
// client -> record (coerce) -> parameter (toParam) -> stored -> record (decode) -> wire (encode)
// and comes back as it went in, on both dialects. Uuid and Json are the kinds added last.
import { readdirSync, readFileSync } from 'node:fs'
import t from 'tap'
import { Column, columnInfo, type ColumnInfo, type ColumnKind, type ColumnSchema } from '../../lib/index.ts'
import { exampleOf, inputSchemaOf, KINDS, kindOf, readsExactIntegers, refusedOp } from '../../lib/columns/kinds/index.ts'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { canonicalJson } from '../../lib/columns/kinds/json.ts'
import { decoderFor } from '../../lib/read/decode.ts'
import { equalParams, spelled, toParam } from '../../lib/read/to-param.ts'
import { encoderFor } from '../../lib/serialize/encode.ts'
import { coerceValue } from '../../lib/validate/coerce.ts'
import { docFormat, docType } from '../../lib/docs/doc-type.ts'

function info (schema: ColumnSchema<any, any>): ColumnInfo {
  const found = columnInfo(schema)
  if (found === undefined) throw new Error('not a column')
  return found
}

const ALL: ColumnKind[] = ['integer', 'smallinteger', 'biginteger', 'string', 'text', 'float', 'numeric',
  'date', 'datetime', 'boolean', 'choice', 'uuid', 'json']

t.test('the dispatcher has one module for every ColumnKind, each named for its kind', async t => {
  t.same(Object.keys(KINDS).sort(), [...ALL].sort())
  for (const kind of ALL) t.equal(KINDS[kind].name, kind)
})

t.test('only a big integer column makes SQLite read integers exactly', async t => {
  t.equal(readsExactIntegers(info(Column.BigInteger())), true)
  for (const column of [Column.Integer(), Column.SmallInteger(), Column.Float(), Column.Uuid(), Column.Json()]) {
    t.equal(readsExactIntegers(info(column)), false)
  }
})

/**
 * A parameter as the driver of `dialect` reads it back: pg parses jsonb and writes a timestamp
 * as text with an offset; better-sqlite3 gives back what was bound (1/0, epoch ms, BigInt, text).
 */
function stored (param: unknown, dialect: 'sqlite' | 'postgresql', kind: ColumnKind): unknown {
  if (dialect === 'postgresql' && kind === 'json') return JSON.parse(param as string)
  if (dialect === 'postgresql' && kind === 'datetime') return (param as string).replace('T', ' ').replace('Z', '+00')
  return param
}

const CASES: Array<{ column: ColumnSchema<any, any>, wire: unknown, back?: unknown }> = [
  { column: Column.Integer(), wire: 42 },
  { column: Column.SmallInteger(), wire: -7 },
  { column: Column.BigInteger(), wire: '9007199254740993' },
  { column: Column.BigInteger(), wire: 12 },
  { column: Column.String(10), wire: 'héllo' },
  { column: Column.Text(), wire: 'long text' },
  { column: Column.Float(), wire: 1.5 },
  { column: Column.Numeric(10, 2), wire: '12.5', back: '12.50' },
  { column: Column.Date(), wire: '2024-02-29' },
  { column: Column.DateTime(), wire: '2024-02-29 13:14:15' },
  { column: Column.Boolean(), wire: true },
  { column: Column.Choice({ 0: 'new', 1: 'done' }), wire: 'done' },
  { column: Column.Uuid(), wire: 'C0FFEE00-1234-4ABC-8DEF-0123456789AB', back: 'c0ffee00-1234-4abc-8def-0123456789ab' },
  { column: Column.Json(), wire: { b: [1, { d: null, c: 'x' }], a: true }, back: { a: true, b: [1, { c: 'x', d: null }] } },
  { column: Column.Json(), wire: [3, 'two', { one: 1 }] }
]

for (const dialect of ['sqlite', 'postgresql'] as const) {
  t.test(`every kind's value comes back as it went in [${dialect}]`, async t => {
    for (const { column, wire, back } of CASES) {
      const columnFacts = info(column)
      const coerced = coerceValue(columnFacts, wire)
      if (!coerced.ok) throw new Error(`${columnFacts.kind}: ${coerced.message}`)
      const param = toParam(columnFacts, coerced.value, dialect)
      const raw = stored(param, dialect, columnFacts.kind)
      const bigints = dialect === 'sqlite' && columnFacts.kind === 'biginteger'
      const decode = decoderFor(columnFacts, dialect, bigints)
      const record = raw === null || decode === null ? raw : decode(raw)
      t.same(encoderFor(columnFacts)(record), back ?? wire, `${columnFacts.kind} ${JSON.stringify(wire)}`)
    }
  })
}

t.test('each kind answers its own example and input schema: the example is a value its column takes, and the input schema accepts it', async t => {
  const ajv = new Ajv2020({ strict: false })
  for (const { column } of CASES) {
    const facts = info(column)
    const example = exampleOf(facts)
    const coerced = coerceValue(facts, example)
    t.ok(coerced.ok, `${facts.kind} takes its example ${JSON.stringify(example)}`)
    t.ok(ajv.validate(inputSchemaOf(facts), example), `${facts.kind}'s input schema takes its example`)
    t.equal(typeof kindOf(facts).example, 'function', `${facts.kind} module answers its example`)
    t.doesNotThrow(() => JSON.stringify(inputSchemaOf(facts)), `${facts.kind}'s input schema is JSON (a BIGINT's bounds are BigInts)`)
  }
  // An integer may be sent as digits, as the body screen takes it.
  t.ok(ajv.validate(inputSchemaOf(info(Column.Integer())), '42'))
  t.notOk(ajv.validate(inputSchemaOf(info(Column.SmallInteger())), 40000))
})

t.test('no file outside lib/columns/kinds/ asks which kind a column is: a new kind is one module and one line of the dispatcher', async t => {
  const root = new URL('../../', import.meta.url)
  const names = ALL.join('|')
  const switching = new RegExp(`(\\.kind\\s*[!=]==?\\s*'(${names})'|case '(${names})'\\s*:)`)
  const files = ['lib', 'plugin'].flatMap(dir => readdirSync(new URL(dir, root), { recursive: true, encoding: 'utf8' }).map(file => `${dir}/${file}`))
    .filter(file => file.endsWith('.ts') && !file.startsWith('lib/columns/kinds/'))
  t.ok(files.length > 100, `${files.length} files read`)
  const found = files.flatMap(file => readFileSync(new URL(file, root), 'utf8').split('\n').map((line, i) => `${file}:${i + 1}: ${line.trim()}`).filter(line => switching.test(line)))
  t.strictSame(found, [])
})

t.test('a uuid is taken in either case, stored and compared lowercase; anything else is refused', async t => {
  const uuid = info(Column.Uuid())
  t.same(coerceValue(uuid, 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11'), { ok: true, value: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11' })
  t.same(coerceValue(uuid, 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11', true), { ok: true, value: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11' })
  for (const bad of ['a0eebc999c0b4ef8bb6d6bb9bd380a11', '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}', 'zzeebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 5, null]) {
    t.same(coerceValue(uuid, bad), { ok: false, message: `The value ${bad === null ? 'null' : String(bad)} is not a valid uuid` })
  }
  t.equal(toParam(uuid, 'ABCDEF00-0000-4000-8000-000000000000', 'postgresql'), 'abcdef00-0000-4000-8000-000000000000')
  // SQLite keeps the text as written: a parameter goes as given (a cursor's stored spelling), an
  // equality matches the lowercase and the capital spelling, and the answer is lowercase.
  t.equal(toParam(uuid, 'ABCDEF00-0000-4000-8000-000000000000', 'sqlite'), 'ABCDEF00-0000-4000-8000-000000000000')
  t.strictSame([spelled(uuid, 'sqlite'), spelled(uuid, 'postgresql')], [true, false])
  t.strictSame(equalParams(uuid, 'abcdef00-0000-4000-8000-000000000000', 'sqlite'), ['abcdef00-0000-4000-8000-000000000000', 'ABCDEF00-0000-4000-8000-000000000000'])
  t.strictSame(equalParams(uuid, 'ABCDEF00-0000-4000-8000-000000000000', 'postgresql'), ['abcdef00-0000-4000-8000-000000000000'])
  t.strictSame(equalParams(uuid, '00000000-0000-4000-8000-000000000000', 'sqlite'), ['00000000-0000-4000-8000-000000000000'], 'no letter: one spelling')
  t.equal(encoderFor(uuid)('ABCDEF00-0000-4000-8000-000000000000'), 'abcdef00-0000-4000-8000-000000000000')
  t.equal(docType(uuid), 'string')
  t.equal(docFormat(uuid), 'uuid')
  t.same(JSON.parse(JSON.stringify(Column.Uuid({ nullable: true }))), { type: ['string', 'null'], format: 'uuid' })
})

t.test('a uuid primary key is generated by the server: crypto.randomUUID() is its default', async t => {
  const key = info(Column.Uuid({ primaryKey: true }))
  t.equal(typeof key.default, 'function')
  t.match((key.default as () => unknown)(), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  t.equal(kindOf(key).generatedKey, true)
  t.equal(info(Column.Uuid()).default, undefined)
})

t.test('a json value is an object or an array, stored with sorted keys; anything else is refused', async t => {
  const json = info(Column.Json())
  t.same(coerceValue(json, '{"b":1,"a":[2]}', true), { ok: true, value: { a: [2], b: 1 } })
  t.equal(canonicalJson({ b: 1, a: { d: 1, c: 2 } }), '{"a":{"c":2,"d":1},"b":1}')
  t.equal(toParam(json, { b: 1, a: [true] }, 'sqlite'), '{"a":[true],"b":1}')
  t.equal(toParam(json, [1, 2], 'postgresql'), '[1,2]')
  const refused = 'is not a valid JSON object or array'
  t.same(coerceValue(json, 'text'), { ok: false, message: `The value text ${refused}` })
  t.same(coerceValue(json, 5), { ok: false, message: `The value 5 ${refused}` })
  t.same(coerceValue(json, '{"a":', true), { ok: false, message: `The value {"a": ${refused}` })
  t.same(coerceValue(json, '"just text"', true), { ok: false, message: `The value "just text" ${refused}` })
  // What PostgreSQL's jsonb cannot store is refused on both databases: NUL, lone surrogates, non-finite numbers.
  t.equal(coerceValue(json, { a: 'x\u0000y' }).ok, false)
  t.equal(coerceValue(json, { ['\ud800']: 1 }).ok, false)
  t.equal(coerceValue(json, [Infinity]).ok, false)
  let deep: unknown = []
  for (let i = 0; i < 64; i++) deep = [deep]
  t.equal(coerceValue(json, deep).ok, false, '65 levels')
  t.same(JSON.parse(JSON.stringify(Column.Json({ nullable: true }))), { type: ['object', 'array', 'null'] })
  t.equal(docType(json), 'json')
})

t.test('each kind says which filters apply; the others are refused naming the operator', async t => {
  t.equal(refusedOp(info(Column.String()), 'like', 'name'), undefined)
  t.equal(refusedOp(info(Column.Integer()), 'like', 'age'), 'like applies to text columns only, not to age')
  t.equal(refusedOp(info(Column.Integer()), 'gt', 'age'), undefined)
  for (const op of ['eq', 'ne', 'in', 'notin', 'isnull'] as const) t.equal(refusedOp(info(Column.Uuid()), op, 'id'), undefined)
  t.equal(refusedOp(info(Column.Uuid()), 'gt', 'id'), 'gt does not apply to id: a string (uuid) column takes eq, ne, in, notin, isnull')
  t.equal(refusedOp(info(Column.Uuid()), 'like', 'id'), 'like applies to text columns only, not to id')
  for (const op of ['eq', 'isnull'] as const) t.equal(refusedOp(info(Column.Json()), op, 'meta'), undefined)
  t.equal(refusedOp(info(Column.Json()), 'ne', 'meta'), 'ne does not apply to meta: a json column takes eq, isnull')
  t.equal(refusedOp(info(Column.Json()), 'in', 'meta'), 'in does not apply to meta: a json column takes eq, isnull')
})

t.test('compareStored: a value the outbox\'s row keeps against a condition\'s, as each database compares them, NaN when not known', async t => {
  const compare = (schema: ColumnSchema<any, any>, stored: unknown, value: unknown, dialect: 'sqlite' | 'postgresql'): number => {
    const facts = info(schema)
    return kindOf(facts).compareStored?.(facts, stored, value, dialect) ?? Number.NaN
  }
  const decimal = Column.Numeric(30, 2)
  // PostgreSQL: exact digits, whatever their spelling.
  t.equal(compare(decimal, '10.50', '10.5', 'postgresql'), 0)
  t.equal(compare(decimal, '12345678901234567.25', '12345678901234567.24', 'postgresql'), 1)
  t.equal(compare(decimal, 10, '10.00', 'postgresql'), 0)
  t.ok(Number.isNaN(compare(decimal, 'NaN', '1', 'postgresql')))
  t.ok(Number.isNaN(compare(decimal, 1.5, '1', 'postgresql')), 'a rounded JSON number is not judged')
  // SQLite: the stored double exactly; a filter it reads rounded is not judged next to its rounding.
  t.equal(compare(decimal, 10.5, '10.50', 'sqlite'), 0)
  t.equal(compare(decimal, 10.25, '10.1', 'sqlite'), 1, 'far from the rounding: exact')
  t.ok(Number.isNaN(compare(decimal, 10.1, '10.1', 'sqlite')), '10.1 is no double: SQLite\'s own rounding decides')
  t.ok(Number.isNaN(compare(decimal, '12345678901234568', '12345678901234567.25', 'sqlite')))
  t.equal(compare(decimal, '12345678901234568', '12345678901234567', 'sqlite'), 1, 'digits without a point are an integer, exactly')
  const at = new Date('2024-06-01T10:00:00.250Z')
  // PostgreSQL writes the session's offset, seconds and all in old zones.
  t.equal(compare(Column.DateTime({ precision: 3 }), '2024-06-01T15:30:00.25+05:30', at, 'postgresql'), 0)
  t.equal(compare(Column.DateTime({ precision: 3 }), '2024-06-01T10:53:28.25+00:53:28', at, 'postgresql'), 0)
  t.equal(compare(Column.DateTime({ precision: 3 }), '2024-06-01T10:00:00.251+00:00', at, 'postgresql'), 1)
  t.ok(Number.isNaN(compare(Column.DateTime(), 'infinity', at, 'postgresql')))
  // SQLite: milliseconds as numbers, precision 6 as its text; text in a column of milliseconds is not judged.
  t.equal(compare(Column.DateTime({ precision: 3 }), at.getTime(), at, 'sqlite'), 0)
  t.ok(Number.isNaN(compare(Column.DateTime({ precision: 3 }), '2024-06-01 10:00:00.250', at, 'sqlite')))
  t.equal(compare(Column.DateTime({ precision: 6 }), '2024-06-01 10:00:00.250001', at, 'sqlite'), 1)
  t.ok(Number.isNaN(compare(Column.DateTime({ precision: 6 }), at.getTime(), at, 'sqlite')))
  t.ok(Number.isNaN(compare(Column.DateTime(), at.getTime(), '2024-06-01 10:00:00', 'sqlite')), 'a value that is no Date')
  t.equal(compare(Column.Date(), '2024-06-01', '2024-05-31', 'sqlite'), 1)
  t.ok(Number.isNaN(compare(Column.Date(), '2024-06-01 00:00:00', '2024-06-01', 'sqlite')))
  t.equal(kindOf(info(Column.Integer())).compareStored, undefined, 'whole numbers are compared by the events code')
})
