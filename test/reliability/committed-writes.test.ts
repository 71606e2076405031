// A committed write never answers 5xx: when reading back its answer fails after the commit (here a
// real fault, the related table renamed away by a hook once the write is in), the answer is the
// write's own status with Location, the record as its own statement returned it (its own fields,
// no relationship, no ETag), and the failure is logged. A 500 there told the client that nothing
// was written, and its retry of the POST created the record twice.
import t, { type Test } from 'tap'
import { BatchResource, ModelResource, type CommitHook, type Data } from '../../plugin/index.ts'
import { Author, Book } from '../../examples/models.ts'
import type { DB } from '../../lib/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf, seedOneBook } from '../helpers/state.ts'

/** While set, the next hook renames this table away, on the database's own connection: every read of it then fails. */
let away: string | undefined

const renameAway: CommitHook<ModelResource> = async (resource, record, statusCode) => {
  if (away !== undefined) {
    const table = away
    away = undefined
    await resource.em.getConnection().execute(`alter table "${table}" rename to "${table}_away"`, [], 'run', resource.em.getTransactionContext())
  }
  return [true, record, statusCode]
}

/** Authors (with their books, a list read back after the write): the hook runs after the commit. */
class Authors extends ModelResource.of(Author, { clientIds: true, afterCommit: { post: renameAway, put: renameAway, patch: renameAway } }) {}
/** Bulk books (with their author, read back): the hook runs in the write's transaction, so the rename commits with it. */
class Books extends ModelResource.of(Book, { bulk: true, clientIds: true, beforeCommit: { post: renameAway } }) {}
class Batch extends BatchResource.of([Authors]) {}

async function openFaulty (t: Test, url: string): Promise<{ app: Awaited<ReturnType<typeof openApp>>['app'], db: DB, logged: () => Data[] }> {
  const lines: string[] = []
  const { app, db } = await openApp(t, url, {
    resources: [Authors, Books, Batch],
    logger: { level: 'error', stream: { write: (line: string) => { lines.push(line) } } }
  })
  await seedOneBook(db)
  return { app, db, logged: () => lines.splice(0).map(line => JSON.parse(line) as Data) }
}

/** Puts the table back for the next request; the stored state is then read as usual. */
async function putBack (db: DB, table: string): Promise<void> {
  await db.orm.em.getConnection().execute(`alter table "${table}_away" rename to "${table}"`, [], 'run')
}

function readBackLogged (t: Test, logged: Data[]): void {
  t.equal(logged.length, 1, 'one error logged')
  t.equal(logged[0]?.msg, 'reading back a committed write failed: answered with the record as written')
  t.match(String((logged[0]?.err as Data | undefined)?.message), /book/, 'with the database\'s error')
}

eachDatabase(t, 'a POST, PUT or PATCH whose read-back fails after the commit: its status, Location, the record as written, the failure logged', async (t, { url }) => {
  const { app, db, logged } = await openFaulty(t, url)

  away = 'book'
  const posted = await call(app, 'POST', '/authors', { firstName: 'Bo', lastName: 'Ng' })
  t.strictSame([posted.status, posted.headers.location, posted.headers.etag], [201, '/authors/2', undefined])
  t.strictSame(posted.body, { id: 2, firstName: 'Bo', lastName: 'Ng', fullName: 'Bo Ng' })
  readBackLogged(t, logged())
  await putBack(db, 'book')
  // Written once: a client that trusts the 201 does not send it again.
  t.strictSame((await rowsOf(db, Author)).map(row => [row.id, row.lastName]), [[1, 'Lee'], [2, 'Ng']])
  const read = await call(app, 'GET', '/authors/2')
  t.strictSame([read.status, read.body], [200, { id: 2, firstName: 'Bo', lastName: 'Ng', fullName: 'Bo Ng', books: [] }])

  away = 'book'
  const created = await call(app, 'PUT', '/authors/7', { firstName: 'Cy', lastName: 'Oh' })
  t.strictSame([created.status, created.headers.location, created.body], [201, '/authors/7', { id: 7, firstName: 'Cy', lastName: 'Oh', fullName: 'Cy Oh' }])
  readBackLogged(t, logged())
  await putBack(db, 'book')

  away = 'book'
  const patched = await call(app, 'PATCH', '/authors/1', { firstName: 'Anne' })
  t.strictSame([patched.status, patched.headers.etag, patched.body], [200, undefined, { id: 1, firstName: 'Anne', lastName: 'Lee', fullName: 'Anne Lee' }])
  readBackLogged(t, logged())
  await putBack(db, 'book')
  t.strictSame((await rowsOf(db, Author)).map(row => [row.id, row.firstName]), [[1, 'Anne'], [2, 'Bo'], [7, 'Cy']])
  t.strictSame((await rowsOf(db, Book)).map(row => row.title), ['First'], 'the related table as it was')

  // Without the fault, the same writes answer with their relationships read back.
  const whole = await call(app, 'PATCH', '/authors/1', { firstName: 'Ann' })
  t.strictSame([whole.status, whole.body.books.length, typeof whole.headers.etag], [200, 1, 'string'])
  t.strictSame(logged(), [])
})

eachDatabase(t, 'a bulk create whose read-back fails after the commit: 201 with the records as written, in input order', async (t, { url }) => {
  const { app, db, logged } = await openFaulty(t, url)
  away = 'author'
  const res = await call(app, 'POST', '/books', [{ title: 'A', pubYear: 2001, authorId: 1 }, { id: 40, title: 'B', pubYear: 2002, authorId: 1 }])
  t.equal(res.status, 201)
  t.strictSame(res.body, {
    Book: [
      { id: 2, isbn: null, title: 'A', pubYear: 2001, authorId: 1 },
      { id: 40, isbn: null, title: 'B', pubYear: 2002, authorId: 1 }
    ]
  })
  t.equal(logged().length, 1)
  await putBack(db, 'author')
  t.strictSame((await rowsOf(db, Book)).map(row => [row.id, row.title]), [[1, 'First'], [2, 'A'], [40, 'B']])
})

eachDatabase(t, 'in a batch, an afterCommit answer whose read-back fails after the batch\'s commit: the record as written', async (t, { url }) => {
  const { app, db, logged } = await openFaulty(t, url)
  away = 'book'
  const res = await call(app, 'POST', '/batch', {
    operations: [
      { method: 'POST', path: '/authors', body: { firstName: 'Bo', lastName: 'Ng' } },
      { method: 'PATCH', path: '/authors/1', body: { lastName: 'Li' } }
    ]
  })
  await putBack(db, 'book')
  t.equal(res.status, 200)
  t.strictSame(res.body.results[0], { status: 201, body: { id: 2, firstName: 'Bo', lastName: 'Ng', fullName: 'Bo Ng' } })
  // The second answer's read-back fails too: the table is still away.
  t.strictSame(res.body.results[1], { status: 200, body: { id: 1, firstName: 'Ann', lastName: 'Li', fullName: 'Ann Li' } })
  t.equal(logged().length, 2, 'each failed read-back logged')
  t.strictSame((await rowsOf(db, Author)).map(row => [row.id, row.lastName]), [[1, 'Li'], [2, 'Ng']])
})
