// Two clients sending the same If-Match at once, over real connections to a listening server:
// exactly one write succeeds and the other is a 412, round after round, on every database.
import t, { type Test } from 'tap'
import type { AddressInfo } from 'node:net'
import { Book, Order } from '../../examples/models.ts'
import { eachDatabaseAndFile } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { checkedFetch, type CheckedFetch } from '../helpers/checked-fetch.ts'
import { rowsOf, seedOneBook } from '../helpers/state.ts'
import type { DB } from '../../lib/index.ts'

const ROUNDS = 8

async function serve (t: Test, url: string): Promise<{ base: string, db: DB, fetch: CheckedFetch }> {
  const { app, db } = await openApp(t, url)
  await app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  return { base, db, fetch: await checkedFetch(base) }
}

async function send (fetch: CheckedFetch, base: string, method: string, path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number, body: any }> {
  const res = await fetch(base + path, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } })
  const text = await res.text()
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text) }
}

eachDatabaseAndFile(t, 'two PATCHes with the same If-Match at once: one 200, one 412, the winner stored', async (t, { url }) => {
  const { base, db, fetch } = await serve(t, url)
  await seedOneBook(db)
  for (let round = 0; round < ROUNDS; round++) {
    const tag = (await fetch(`${base}/books/1`)).headers.get('etag') as string
    const titles = [`A${round}`, `B${round}`]
    const answers = await Promise.all(titles.map(async title => await send(fetch, base, 'PATCH', '/books/1', { title }, { 'if-match': tag })))
    t.strictSame(answers.map(answer => answer.status).sort(), [200, 412], `round ${round}`)
    const winner = answers.find(answer => answer.status === 200)
    const loser = answers.find(answer => answer.status === 412)
    t.strictSame(loser?.body, { message: 'The record was changed since it was read (or does not exist): its ETag does not match If-Match' })
    t.equal((await rowsOf(db, Book))[0].title, winner?.body.title, `round ${round}: the winner's title is stored`)
  }
})

eachDatabaseAndFile(t, 'two PUTs of an order (beforeCommit path) with the same If-Match at once: one succeeds, one 412', async (t, { url }) => {
  const { base, db, fetch } = await serve(t, url)
  await send(fetch, base, 'POST', '/users', { username: 'ann', password: 'pw', email: 'ann@example.com' }, {})
  const ann = { authorization: 'User:1' }
  t.equal((await send(fetch, base, 'POST', '/api/v2/orders', { ownerId: 1, description: 'start' }, ann)).status, 202)
  for (let round = 0; round < ROUNDS / 2; round++) {
    const tag = (await fetch(`${base}/api/v2/orders/1`, { headers: ann })).headers.get('etag') as string
    const descriptions = [`A${round}`, `B${round}`]
    const answers = await Promise.all(descriptions.map(async description =>
      await send(fetch, base, 'PUT', '/api/v2/orders/1', { ownerId: 1, description }, { ...ann, 'if-match': tag })))
    // The Order resource answers a PUT with the Job it starts (202).
    t.strictSame(answers.map(answer => answer.status).sort(), [202, 412], `round ${round}`)
    const won = descriptions[answers.findIndex(answer => answer.status === 202)]
    t.equal((await rowsOf(db, Order))[0].description, won, `round ${round}: the winner's description is stored`)
  }
})
