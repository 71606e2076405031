// record.save() maps a refused write the way the routes do: a taken id, a unique clash or a
// missing parent is the same catalogued 409 (FMR_ERR_CONFLICT) with the same text as the request's.
import t, { type Test } from 'tap'
import { errors, type DB, type ModelType } from '../../lib/index.ts'
import { Author, Book, models, User } from '../../examples/models.ts'
import { AuthorResource, BookResource, UserResource } from '../../examples/resources.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { eachDatabase } from '../helpers/databases.ts'

async function open (t: Test, url: string): Promise<Opened> {
  const { db, app } = await openApp(t, url, { models, resources: [AuthorResource, BookResource, UserResource] })
  await new Author({ id: 1, firstName: 'Ann', lastName: 'Lee' }).save()
  await new User({ username: 'ann', password: 'pw', email: 'ann@example.com' }).save()
  await new User({ username: 'bob', password: 'pw', email: 'bob@example.com' }).save()
  db.session.clear()
  return { db, app }
}

/** Every row of the tables the tests write, read by a fresh unit of work. */
async function state (db: DB): Promise<unknown> {
  const em = db.fork()
  const all = async (model: ModelType): Promise<unknown[]> =>
    (await em.find(model, {} as never, { orderBy: { id: 'asc' } } as never)).map(record => ({ ...record as object }))
  return { authors: await all(Author), books: await all(Book), users: await all(User) }
}

/** What save() threw, as the test compares it: class, code, status and text. */
async function refusal (saving: Promise<unknown>): Promise<unknown> {
  const error = await saving.then(() => undefined, (failure: unknown) => failure) as { code?: string, statusCode?: number, message?: string }
  return { conflict: error instanceof errors.Conflict, code: error?.code, statusCode: error?.statusCode, message: error?.message }
}

/** The part of a stored User the tests change. */
interface UserRecord { username: string, email: string, save: () => Promise<unknown> }

function conflict (message: string): unknown {
  return { conflict: true, code: 'FMR_ERR_CONFLICT', statusCode: 409, message }
}

eachDatabase(t, 'save() of a record whose id is taken is the POST\'s 409', async (t, { url }) => {
  const { db, app } = await open(t, url)
  const before = await state(db)
  const route = await app.inject({ method: 'POST', url: '/authors', payload: { id: 1, firstName: 'Bo', lastName: 'Ray' } })
  t.strictSame([route.statusCode, route.json()], [409, { message: 'An Author with id 1 already exists' }])
  t.strictSame(await refusal(new Author({ id: 1, firstName: 'Bo', lastName: 'Ray' }).save()), conflict(route.json().message))
  db.session.clear()
  t.strictSame(await state(db), before, 'nothing was written')
})

eachDatabase(t, 'save() of a unique clash is the 409 naming the column, for a new record and a stored one', async (t, { url }) => {
  const { db, app } = await open(t, url)
  const before = await state(db)
  const post = await app.inject({ method: 'POST', url: '/users', payload: { username: 'cy', password: 'pw', email: 'ann@example.com' } })
  t.strictSame([post.statusCode, post.json()], [409, { message: 'A User with this email already exists' }])
  t.strictSame(await refusal(new User({ username: 'cy', password: 'pw', email: 'ann@example.com' }).save()), conflict(post.json().message))
  db.session.clear()
  t.strictSame(await state(db), before, 'the new record was not written')

  const patch = await app.inject({ method: 'PATCH', url: '/users/2', payload: { email: 'ann@example.com' } })
  t.strictSame([patch.statusCode, patch.json()], [409, { message: 'A User with this email already exists' }])
  const bob = await db.session.findOneOrFail(User, 2) as unknown as UserRecord
  bob.email = 'ann@example.com'
  t.strictSame(await refusal(bob.save()), conflict(patch.json().message), 'an update: its own row is no clash, the other one is')
  db.session.clear()
  t.strictSame(await state(db), before, 'the stored record is unchanged')

  const ann = await db.session.findOneOrFail(User, 1) as unknown as UserRecord
  ann.username = 'ann2'
  await ann.save()
  t.equal((await db.fork().findOneOrFail(User, 1) as unknown as UserRecord).username, 'ann2', 'a record keeping its own unique value saves')
})

eachDatabase(t, 'save() naming a parent that does not exist is the 409 naming the foreign key', async (t, { url }) => {
  const { db, app } = await open(t, url)
  const before = await state(db)
  const post = await app.inject({ method: 'POST', url: '/books', payload: { title: 'Orphan', pubYear: 2000, authorId: 77 } })
  t.strictSame([post.statusCode, post.json()], [409, { message: 'authorId 77 does not match any Author' }])
  t.strictSame(await refusal(new Book({ title: 'Orphan', pubYear: 2000, authorId: 77 }).save()), conflict(post.json().message))
  db.session.clear()
  t.strictSame(await state(db), before, 'nothing was written')
})

// Tried as a new user would: after rows imported with ids of their own, PostgreSQL's sequence
// hands out a stored id. A POST said so (FMR_ERR_ID_SEQUENCE), but save() of a new record threw
// the driver's own error. It is the POST's 409 now; SQLite numbers past the largest stored id.
eachDatabase(t, 'save() of a new record after an import: the POST\'s 409 FMR_ERR_ID_SEQUENCE on PostgreSQL', async (t, { url }) => {
  const { db, app } = await open(t, url)
  await db.orm.em.getConnection().execute("insert into author (id, first_name, last_name) values (2, 'Cy', 'Dee'), (3, 'Di', 'Eve')", [], 'run')
  const before = await state(db)
  const route = await app.inject({ method: 'POST', url: '/authors', payload: { firstName: 'Ed', lastName: 'Fox' } })
  if (!url.startsWith('postgres')) {
    t.equal(route.statusCode, 201, 'SQLite numbers past the largest stored id')
    t.equal(route.json().id, 4)
    return
  }
  t.strictSame([route.statusCode, route.json().message], [409, new errors.IdSequenceBehind('Author').message])
  t.strictSame(await refusal(new Author({ firstName: 'Ed', lastName: 'Fox' }).save()),
    { conflict: false, code: 'FMR_ERR_ID_SEQUENCE', statusCode: 409, message: route.json().message })
  db.session.clear()
  t.strictSame(await state(db), before, 'nothing was written')
})
