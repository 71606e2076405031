// Hostile `fields` selections and `cursor` tokens, property-based, on every GET of the example
// app: every answer is a 200 or a 4xx `{message}`, never a 5xx; a 200 never shows a field the
// default answer does not show (a set password, a field of a type where the plan has none).
// Seeds: 42 and a random one, printed in each assertion (replay with FC_SEED=<seed>).
import fc from 'fast-check'
import { kMeta } from '../../lib/symbols.ts'
import t from 'tap'
import type { ModelType } from '../../lib/index.ts'
import { Author, Book, Node, User } from '../../examples/models.ts'
import { openApp } from '../helpers/app.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { call } from '../helpers/http.ts'
import { acceptable, checkProperty, RANDOM_SEED } from './harness.ts'

t.comment(`fast-check seeds: 42 and ${RANDOM_SEED} (replay with FC_SEED=${RANDOM_SEED})`)

const RUNS = Number(process.env.HOSTILE_RUNS ?? 120)
const FAMILIES: Array<[ModelType, string]> = [[Author, 'authors'], [Book, 'books'], [User, 'users'], [Node, 'nodes']]

/** Names a selection may use, and some it may not. */
function names (model: ModelType): string[] {
  const meta = model[kMeta]
  return [
    ...meta.columns.flatMap(column => [column.prop, column.name]),
    ...meta.computed.map(field => field.name),
    ...meta.relationships.map(relation => relation.name),
    'limit', 'orderBy', 'order_by', 'password', 'constructor', '__proto__', 'toString', 'x'
  ]
}

/** A selection-like text: names, `-`, parentheses, options, stray characters, at random. */
function selection (model: ModelType): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names(model)) },
    { weight: 4, arbitrary: fc.constantFrom(',', '(', ')', '-', '=', 'limit=', 'orderBy=-', '(limit=2)', '0', '1000000', '99') },
    { weight: 1, arbitrary: fc.string({ maxLength: 4, unit: 'binary' }) }
  )
  const valid = [...shown(model)].filter(name => name !== 'password')
  return fc.oneof(
    fc.array(piece, { maxLength: 14 }).map(parts => parts.join('')),
    // Well-formed selections of shown fields, so that answers are checked too.
    fc.tuple(fc.boolean(), fc.uniqueArray(fc.constantFrom(...valid), { minLength: 1 })).map(([minus, chosen]) => chosen.map(name => (minus ? '-' : '') + name).join(',')),
    fc.constantFrom('('.repeat(5000), 'id,'.repeat(800), 'books(' + 'id,'.repeat(99) + 'id)', '-'.repeat(3), 'children('.repeat(12) + 'id')
  )
}

/** A cursor-like text: base64url, hostile characters, or very long. */
const cursor = fc.oneof(
  fc.string({ maxLength: 120, unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') }),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.constant('A'.repeat(100_000))
)

/** The keys a record of `model` may show at its top level, by default. */
function shown (model: ModelType): Set<string> {
  const meta = model[kMeta]
  return new Set([...meta.columns.map(column => column.prop), ...meta.computed.map(field => field.name), ...meta.relationships.map(relation => relation.name)])
}

eachDatabase(t, 'hostile selections and cursors never get a 5xx, and never show more than the default answer', async (t, { url }) => {
  const { app } = await openApp(t, url)
  for (const [path, body] of [
    ['/authors/1', { firstName: 'A', lastName: 'B' }],
    ['/books/1', { title: 'T', pubYear: 2000, authorId: 1 }],
    ['/users/1', { username: 'u', password: 'secret', email: 'u@example.org' }],
    ['/nodes/1', { data: 'root' }]
  ] as const) t.equal((await call(app, 'PUT', path, body)).status, 201, `${path} created`)
  let answered = 0
  for (const [model, word] of FAMILIES) {
    const allowed = shown(model)
    await checkProperty(t, `/${word}: hostile fields and cursors`, fc.asyncProperty(
      selection(model), fc.option(cursor, { freq: 3 }), fc.boolean(),
      async (fields, token, single) => {
        const query = `fields=${encodeURIComponent(fields)}` + (token === null || single ? '' : `&cursor=${encodeURIComponent(token)}`)
        const res = await app.inject(`/${word}${single ? '/1' : ''}?${query}`)
        const problem = acceptable('GET', res.statusCode, res.body)
        if (problem !== undefined) throw new Error(problem)
        if (res.statusCode !== 200) return
        answered++
        const records = single ? [res.json()] : res.json()[model[kMeta].name]
        for (const record of records) {
          for (const key of Object.keys(record)) if (!allowed.has(key)) throw new Error(`shows ${key}`)
          if (word === 'users' && Object.hasOwn(record, 'password')) throw new Error('shows the set password')
        }
      }
    ), RUNS)
  }
  t.ok(answered > 0, `${answered} selections answered 200: the generator reaches valid ones`)
})
