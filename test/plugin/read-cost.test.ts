// Where a read runs follows what it can cost (lib/read/costly.ts): on a SQLite file a read more
// than plain runs in a helper process, stopped at readTimeout, never on the event loop. Tried as
// a new user would: a page of books ordered by their authors' names, far out (200,000 books),
// held the event loop for 0.45 s, since only the filters were looked at; an order through a
// relationship costs what a join costs.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { kReader } from '../../lib/symbols.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { seedOneBook } from '../helpers/state.ts'

t.test('an order through a relationship runs where a joined read runs [sqlite file]', async t => {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-cost-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const { app, db } = await openApp(t, `sqlite:///${join(dir, 'test.db')}`)
  await seedOneBook(db)
  const runner = db[kReader].runner
  const costly = runner.costly
  if (costly === undefined) throw new Error('a SQLite file has helper processes')
  const sent: string[] = []
  runner.costly = async (sql, params, bigints, cost) => { sent.push(cost); return await costly(sql, params, bigints, cost) }
  for (const [path, kinds] of [
    ['/books?orderBy=-title', []],
    ['/books?orderBy=-author.lastName,id', ['joined']],
    ['/books?orderBy=author.lastName&count=true', ['joined']],
    ['/books?author.lastName=Lee', ['joined']],
    ['/books?title[like]=F%25&orderBy=author.lastName', ['costly']]
  ] as const) {
    sent.length = 0
    const res = await call(app, 'GET', path)
    t.strictSame([res.status, res.body.Book.map((book: { id: number }) => book.id)], [200, [1]], path)
    t.strictSame(sent, kinds, `${path}: ${kinds.join(', ') || 'in process'}`)
  }
})
