// A PUT that creates its record where ids are the client's, racing other writers of the same new
// key on PostgreSQL. The interleaving is forced with connections of the test's own: each step
// waits until the PUT is seen waiting for the lock it needs.
import t from 'tap'
import { ModelResource } from '../../plugin/index.ts'
import { Author, models } from '../../examples/models.ts'
import { openApp } from '../helpers/app.ts'
import { dialects, freshPostgres } from '../helpers/databases.ts'
import { call } from '../helpers/http.ts'
import { client, untilWaiting } from '../helpers/lock-waits.ts'
import { rowsOf } from '../helpers/migrations.ts'

const POSTGRES_ONLY = dialects().includes('postgresql') ? false : 'PostgreSQL only: set TEST_DATABASE_URL (SQLite writes one transaction at a time: nothing to race)'

class Authors extends ModelResource.of(Author, { clientIds: true }) {}

t.test('a PUT that finds its new key created meanwhile replaces it, and deadlocks with no other writer of it [postgresql]', { skip: POSTGRES_ONLY }, async t => {
  // Tried as a new user would: ten PUTs of one new id at once answered one 201 and eight 503s
  // (deadlock detected). The PUT held the table's id lock while it waited for the row's lock,
  // and the row's holder, another PUT replacing the record just created, waited for the table.
  // Here: A creates the id, C holds the table so that the PUT waits for its id lock, B locks the
  // new row and waits to update it behind the PUT's lock request; then C lets go.
  const url = await freshPostgres(t)
  const { app, db } = await openApp(t, url, { models, resources: [Authors] })
  const [a, b, c, watcher] = [await client(t, url), await client(t, url), await client(t, url), await client(t, url)]
  for (const [id, headers, answer] of [
    [7, {}, [200, { id: 7, firstName: 'Mine', lastName: 'Mine', fullName: 'Mine Mine', books: [] }]],
    [8, { 'if-none-match': '*' }, [412, { message: 'The record exists and If-None-Match names its ETag (or is "*"): nothing was written' }]]
  ] as const) {
    await a.query('begin')
    await a.query(`insert into author (id, first_name, last_name) values (${id}, 'Theirs', 'A')`)
    await c.query('begin')
    await c.query('lock table author in row exclusive mode')
    const put = call(app, 'PUT', `/authors/${id}`, { firstName: 'Mine', lastName: 'Mine' }, headers)
    await untilWaiting(t, watcher, 1, `the PUT of ${id}`)
    await a.query('commit')
    await b.query('begin')
    await b.query(`select * from author where id = ${id} for update`)
    const update = b.query(`update author set last_name = 'B' where id = ${id}`).then(() => 'updated', (error: Error) => error.message)
    await untilWaiting(t, watcher, 2, `B's update of ${id}`)
    await c.query('commit')
    t.equal(await update, 'updated', `B's update of ${id} is not a deadlock's victim`)
    await b.query('commit')
    const res = await put
    t.strictSame([res.status, res.body], answer, `the PUT of ${id} ${JSON.stringify(headers)}`)
  }
  t.strictSame(await rowsOf(db, 'select id, first_name, last_name from author order by id'), [[7, 'Mine', 'Mine'], [8, 'Theirs', 'B']])
})
