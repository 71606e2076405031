// Concurrency on a listening server with real HTTP requests in flight at once: concurrent
// creates get distinct ids and all land, concurrent PATCHes of one record all succeed and leave
// one of them stored, and a race for one unique email has exactly one winner and 409s for the rest.
// SQLite runs twice: in memory (eachDatabase) and on a file under os.tmpdir() (WAL, as deployed).
import t, { type Test } from 'tap'
import { eachDatabaseAndFile } from '../helpers/databases.ts'
import { Author, Job, Order, User } from '../../examples/models.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { checkedFetch, type CheckedFetch } from '../helpers/checked-fetch.ts'
import { rowsOf } from '../helpers/state.ts'

const CONCURRENT = 200


interface Server extends Opened {
  base: string
  fetch: CheckedFetch
}

async function listening (t: Test, url: string): Promise<Server> {
  const harness = await openApp(t, url)
  await harness.app.listen({ host: '127.0.0.1', port: 0 })
  const address = harness.app.server.address()
  if (address === null || typeof address === 'string') throw new Error('no TCP address')
  const base = `http://127.0.0.1:${address.port}`
  return { ...harness, base, fetch: await checkedFetch(base) }
}

interface Answer {
  status: number
  body: Record<string, unknown>
}

async function call (server: Server, method: string, path: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await server.fetch(server.base + path, {
    method,
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: payload === undefined ? undefined : JSON.stringify(payload),
    signal: AbortSignal.timeout(30_000)
  })
  const text = await response.text()
  return { status: response.status, body: text === '' ? {} : JSON.parse(text) as Record<string, unknown> }
}

/** Runs every request at once and waits for all of them. */
async function all<T> (count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  return await Promise.all(Array.from({ length: count }, (_, index) => make(index)))
}

function tally (answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

eachDatabaseAndFile(t, `${CONCURRENT} concurrent POSTs create ${CONCURRENT} records with distinct ids`, async (t, { url }) => {
  const server = await listening(t, url)
  const answers = await all(CONCURRENT, index =>
    call(server, 'POST', '/authors', { firstName: `First${index}`, lastName: `Last${index}` }))
  t.strictSame(tally(answers), { 201: CONCURRENT }, 'every POST is a 201')
  const ids = answers.map(answer => answer.body.id as number)
  t.equal(new Set(ids).size, CONCURRENT, 'the answers carry distinct ids')
  for (const [index, answer] of answers.entries()) {
    if (answer.body.firstName !== `First${index}`) t.fail(`POST ${index} answered another record: ${JSON.stringify(answer.body)}`)
  }
  const rows = await rowsOf(server.db, Author)
  t.equal(rows.length, CONCURRENT, `${CONCURRENT} rows are stored, none lost`)
  t.strictSame(rows.map(row => row.id), [...ids].sort((a, b) => a - b), 'the stored ids are the answered ids')
  const stored = new Map(rows.map(row => [row.id, `${String(row.firstName)} ${String(row.lastName)}`]))
  t.ok(answers.every((answer, index) => stored.get(answer.body.id as number) === `First${index} Last${index}`), 'each id holds what its POST sent')

  // Relationships too: concurrent books of those authors, then one list read back.
  const books = await all(CONCURRENT, index =>
    call(server, 'POST', '/books', { title: `Book${index}`, pubYear: 2000, authorId: ids[index % 10] }))
  t.strictSame(tally(books), { 201: CONCURRENT }, `${CONCURRENT} concurrent books are 201`)
  const list = await call(server, 'GET', `/books?maxPageSize=${CONCURRENT}&count=true`)
  t.equal((list.body.Book as unknown[]).length, CONCURRENT, 'all books are listed')
})

eachDatabaseAndFile(t, 'concurrent PATCHes of one record all succeed and one of them is what is stored', async (t, { url }) => {
  const server = await listening(t, url)
  const created = await call(server, 'POST', '/users', { username: 'racer', password: 'secret', email: 'racer@example.com' })
  t.equal(created.status, 201)
  const id = created.body.id as number
  const patches = Array.from({ length: CONCURRENT }, (_, index) => ({
    username: `racer${index}`,
    isStaff: index % 2 === 0,
    lastLogin: `2024-01-01 00:${String(Math.floor(index / 60) % 60).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}`
  }))
  const answers = await all(CONCURRENT, index => call(server, 'PATCH', `/users/${id}`, patches[index]))
  t.strictSame(tally(answers), { 200: CONCURRENT }, 'every PATCH is a 200')
  const whole = (body: Record<string, unknown>): boolean => {
    const patch = patches.find(candidate => candidate.username === body.username)
    return patch !== undefined && patch.isStaff === body.isStaff && patch.lastLogin === body.lastLogin
  }
  // An answer is read back after its commit, so under concurrency it may already show a later
  // PATCH; but it is always one PATCH whole, never a mix.
  const mixed = answers.filter(answer => !whole(answer.body))
  t.strictSame(mixed.map(answer => answer.body), [], 'every answer is the record as one whole PATCH left it')
  const stored = await call(server, 'GET', `/users/${id}`)
  const winner = patches.findIndex(patch => patch.username === stored.body.username)
  t.ok(winner >= 0, `the stored username is one of the PATCHes (${String(stored.body.username)})`)
  t.strictSame(
    { username: stored.body.username, isStaff: stored.body.isStaff, lastLogin: stored.body.lastLogin },
    patches[winner],
    'and the whole record is that one PATCH, not a mix of several'
  )
  t.equal(stored.body.email, 'racer@example.com', 'fields no PATCH sent are unchanged')
  t.equal((await rowsOf(server.db, User)).length, 1, 'still one user')
})

eachDatabaseAndFile(t, 'concurrent POSTs racing for one unique email: exactly one 201, 409 for the rest', async (t, { url }) => {
  const server = await listening(t, url)
  const answers = await all(CONCURRENT, index =>
    call(server, 'POST', '/users', { username: `contender${index}`, password: 'secret', email: 'one@example.com' }))
  t.strictSame(tally(answers), { 201: 1, 409: CONCURRENT - 1 }, 'one winner, every other is a conflict')
  const conflicts = answers.filter(answer => answer.status === 409)
  t.ok(conflicts.every(answer => answer.body.message === 'A User with this email already exists'), 'each 409 names the email column')
  const winner = answers.find(answer => answer.status === 201)
  const rows = await rowsOf(server.db, User)
  t.equal(rows.length, 1, 'one user is stored')
  t.strictSame([rows[0].id, rows[0].username, rows[0].email], [winner?.body.id, winner?.body.username, 'one@example.com'], 'and it is the winner')

  // The same race through PUT to new ids, with an id each: one wins the email.
  const puts = await all(50, index =>
    call(server, 'PUT', `/users/${100 + index}`, { username: `putter${index}`, password: 'secret', email: 'two@example.com' }))
  t.strictSame(tally(puts), { 201: 1, 409: 49 }, 'PUT: one 201, 49 conflicts')
  t.equal((await rowsOf(server.db, User)).length, 2, 'two users are stored')
})

eachDatabaseAndFile(t, 'owner-restricted writes under concurrency: each order gets its own job, no cross-owner leak', async (t, { url }) => {
  const server = await listening(t, url)
  for (const name of ['ann', 'bob']) {
    t.equal((await call(server, 'POST', '/users', { username: name, password: 'p', email: `${name}@example.com` })).status, 201)
  }
  const count = 100
  const answers = await all(count, index => {
    const owner = index % 2 === 0 ? 1 : 2
    return call(server, 'POST', '/api/v2/orders', { ownerId: owner, description: `order ${index}` }, { authorization: `User:${owner}` })
  })
  t.strictSame(tally(answers), { 202: count }, 'every order is accepted with its job (202)')
  t.equal(new Set(answers.map(answer => answer.body.id)).size, count, 'every job has its own id')
  const jobs = await rowsOf(server.db, Job)
  const orders = new Map((await rowsOf(server.db, Order)).map(row => [row.id, row.ownerId]))
  t.equal(orders.size, count, `${count} orders stored`)
  t.equal(jobs.length, count, `${count} jobs stored`)
  t.ok(jobs.every(row => orders.get(row.orderId) === row.ownerId), 'each job belongs to its order\'s owner')
  for (const owner of [1, 2]) {
    const list = await call(server, 'GET', '/api/v2/orders?maxPageSize=1000', undefined, { authorization: `User:${owner}` })
    const mine = list.body.Order as Array<{ ownerId: number }>
    t.equal(mine.length, count / 2, `User:${owner} lists only their ${count / 2} orders`)
    t.ok(mine.every(order => order.ownerId === owner), 'none of another owner')
  }
})
