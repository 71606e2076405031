// The DB connection: createAll() with checkfirst, echo through `log`, the session, and the
// database's own integrity checks (foreign keys on SQLite too).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { EntityManager, TableExistsException } from '@mikro-orm/core'
import { DB, errors } from '../../lib/index.ts'
import { Author, Book, BookTag, models, Tag, User } from '../../examples/models.ts'
import { resources } from '../../examples/resources.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { kReader, kMeta } from '../../lib/symbols.ts'

interface Teardown { teardown: (fn: () => unknown) => void }

/** A database that outlives one connection: a SQLite file in a temporary directory, or the fresh PostgreSQL one. */
function durableUrl (t: Teardown, dialect: 'sqlite' | 'postgresql', url: string): string {
  if (dialect === 'postgresql') return url
  const dir = mkdtempSync(join(tmpdir(), 'fmr-db-test-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return 'sqlite:///' + join(dir, 'test.db') // sqlite:/// + /tmp/... : the absolute form sqlite:////tmp/...
}

const TABLES = ['author', 'book', 'tag', 'book_tag', 'user', 'order', 'job', 'nodes']

/** The models' tables and Book's search index (the example's /books declares it): an FTS5 table and its own tables on SQLite, one table on PostgreSQL. */
function tablesOf (dialect: string): string[] {
  const search = dialect === 'sqlite' ? ['', '_config', '_content', '_data', '_docsize', '_idx'].map(suffix => `book_search${suffix}`) : ['book_search']
  return [...TABLES, ...search].sort()
}

async function tableNames (db: DB): Promise<string[]> {
  const sql = db.dialect === 'sqlite'
    ? "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name"
    : "select table_name from information_schema.tables where table_schema = 'public' order by table_name"
  return (await db[kReader].runner.rows(sql, [])).map(([name]) => String(name))
}

eachDatabase(t, 'createAll() creates every table and binds the models', async (t, { dialect, url }) => {
  // The resources give /books its search index (its static search).
  const db = new DB(url, { models, resources })
  t.teardown(() => db.close())
  t.equal(db.checkfirst, true, 'checkfirst defaults to true')
  t.equal(db.echo, false, 'echo defaults to false')
  await db.createAll()
  t.strictSame(await tableNames(db), tablesOf(dialect))
  t.equal(db.model('Book'), Book)
  t.throws(() => db.model('Nope'), { code: 'FMR_ERR_UNKNOWN_MODEL', message: 'Nope is not a record type known to this DB: add it to new DB(uri, { models })' })
})

eachDatabase(t, 'createAll() twice with checkfirst true keeps the tables and their rows', async (t, { dialect, url }) => {
  const target = durableUrl(t, dialect, url)
  const first = new DB(target, { models, checkfirst: true })
  await first.createAll()
  await new Author({ firstName: 'Ann', lastName: 'Lee' }).save()
  await new Book({ title: 'First', pubYear: 2001, authorId: 1 }).save()
  await first.close()

  const lines: string[] = []
  const second = new DB(target, { models, checkfirst: true, echo: true, log: line => lines.push(line) })
  t.teardown(() => second.close())
  await second.createAll()
  t.strictSame(lines.filter(line => /\b(create|alter|drop) (table|index)\b/i.test(line)), [], 'nothing is created or altered')
  t.strictSame(await second[kReader].rows(Author[kMeta], { where: [], order: [] }), [{ id: 1, firstName: 'Ann', lastName: 'Lee' }])
  t.strictSame(await second[kReader].rows(Book[kMeta], { where: [], order: [] }),
    [{ id: 1, isbn: null, title: 'First', pubYear: 2001, authorId: 1 }])
  const more = await new Author({ firstName: 'Bob', lastName: 'Ray' }).save()
  t.equal(more.id, 2, 'the ids go on where they were')
})

eachDatabase(t, 'createAll() with checkfirst false fails on existing tables with FMR_ERR_TABLE_EXISTS', async (t, { dialect, url }) => {
  const target = durableUrl(t, dialect, url)
  const first = new DB(target, { models, resources, checkfirst: false })
  await first.createAll()
  t.strictSame(await tableNames(first), tablesOf(dialect), 'on an empty database, checkfirst false creates everything')
  await new Author({ firstName: 'Ann', lastName: 'Lee' }).save()
  await first.close()

  const second = new DB(target, { models, checkfirst: false })
  t.teardown(() => second.close())
  const error = await second.createAll().then(() => undefined, (caught: unknown) => caught)
  t.type(error, errors.TableExists)
  t.match(error, {
    code: 'FMR_ERR_TABLE_EXISTS',
    message: /^Table (author|book|tag|book_tag|user|order|job|nodes) already exists \(createAll with checkfirst false\)$/
  })
  t.type((error as Error).cause, TableExistsException, 'the ORM exception is the cause')
  t.throws(() => second.session, { code: 'FMR_ERR_NOT_CREATED' }, 'no session after a failed createAll')

  const third = new DB(target, { models })
  t.teardown(() => third.close())
  await third.createAll()
  t.strictSame(await third[kReader].rows(Author[kMeta], { where: [], order: [] }), [{ id: 1, firstName: 'Ann', lastName: 'Lee' }],
    'the failed attempt dropped nothing')
})

eachDatabase(t, 'echo true logs the SQL through `log`; echo false logs nothing', async (t, { url, dialect }) => {
  const lines: string[] = []
  const db = new DB(url, { models: [Author, Book, Tag, BookTag], echo: true, log: line => lines.push(line) })
  t.teardown(() => db.close())
  t.equal(db.echo, true)
  await db.createAll()
  const q = dialect === 'sqlite' ? '`' : '"'
  t.ok(lines.some(line => line.startsWith('[query] ') && line.includes(`create table ${q}author${q}`)), 'the CREATE TABLE is logged')
  lines.length = 0
  await new Author({ firstName: 'Ann', lastName: 'Lee' }).save()
  t.ok(lines.every(line => line.startsWith('[query] ')), 'every line is a query line')
  t.ok(lines.some(line => line.includes(`insert into ${q}author${q}`) && line.includes("'Ann'")), 'the INSERT with its values is logged')

  const quiet: string[] = []
  const silent = new DB(url, { models: [Author, Book, Tag, BookTag], log: line => quiet.push(line) })
  t.teardown(() => silent.close())
  await db.close()
  await silent.createAll()
  await new Author({ firstName: 'Bob', lastName: 'Ray' }).save()
  t.strictSame(quiet, [], 'nothing logged without echo')
})

eachDatabase(t, 'db.session is a MikroORM EntityManager, ready only after createAll()', async (t, { url, dialect }) => {
  const db = new DB(url, { models })
  t.teardown(() => db.close())
  t.equal(db.dialect, dialect)
  t.throws(() => db.session, errors.NotCreated)
  t.throws(() => db.session, { code: 'FMR_ERR_NOT_CREATED', message: 'Call `await db.createAll()` before using the database' })
  await t.rejects(new Author({ firstName: 'Ann', lastName: 'Lee' }).save(), { code: 'FMR_ERR_NOT_BOUND' }, 'models are bound by createAll()')
  await db.createAll()
  t.type(db.session, EntityManager)
  t.equal(db.session, db.session, 'one session')
  const fork = db.fork()
  t.type(fork, EntityManager)
  t.not(fork, db.session, 'fork() gives a new EntityManager')
  const ann = await new Author({ firstName: 'Ann', lastName: 'Lee' }).save()
  t.ok(db.session.getUnitOfWork().getIdentityMap().values().includes(ann), 'save() goes through db.session')
  await db.close()
  t.throws(() => db.session, { code: 'FMR_ERR_NOT_CREATED' }, 'gone after close()')
  t.throws(() => Author.query, { code: 'FMR_ERR_NOT_BOUND' }, 'models are unbound by close()')
})

eachDatabase(t, 'the database rejects a foreign key to a missing row', async (t, { url, dialect }) => {
  const db = new DB(url, { models })
  t.teardown(() => db.close())
  await db.createAll()
  if (dialect === 'sqlite') t.strictSame(await db[kReader].runner.rows('pragma foreign_keys', []), [[1]], 'the pragma is on')
  else t.equal(dialect, 'postgresql', 'PostgreSQL always enforces foreign keys')
  await t.rejects(new Book({ title: 'Orphan', pubYear: 2001, authorId: 999 }).save(),
    { code: 'FMR_ERR_CONFLICT', statusCode: 409, message: 'authorId 999 does not match any Author' }, 'the catalogued 409 a POST gets')
  t.strictSame(await db[kReader].rows(Book[kMeta], { where: [], order: [] }), [], 'nothing written')

  const ann = await new Author({ firstName: 'Ann', lastName: 'Lee' }).save()
  const book = await new Book({ title: 'First', pubYear: 2001, authorId: ann.id }).save()
  // (PostgreSQL's sequence gave its value 1 to the failed insert, so the id is not asserted.)
  t.strictSame(await db[kReader].rows(Book[kMeta], { where: [], order: [] }),
    [{ id: book.id, isbn: null, title: 'First', pubYear: 2001, authorId: ann.id }], 'the session works on after the failure')
  await t.rejects(ann.delete(), { code: 'FMR_ERR_CONFLICT', statusCode: 409, message: `Author with id ${String(ann.id)} is still referenced by Book` },
    'an author with books cannot be deleted: the catalogued 409 a DELETE request gets')
  t.equal(await db[kReader].count(Author[kMeta], []), 1, 'the author stays')
})

eachDatabase(t, 'the database rejects a duplicate unique value', async (t, { url }) => {
  const db = new DB(url, { models })
  t.teardown(() => db.close())
  await db.createAll()
  await new User({ username: 'ann', password: 'pw', email: 'same@example.com' }).save()
  await t.rejects(new User({ username: 'bob', password: 'pw', email: 'same@example.com' }).save(),
    { code: 'FMR_ERR_CONFLICT', statusCode: 409, message: 'A User with this email already exists' }, 'the catalogued 409 a POST gets')
  t.equal(await db[kReader].count(User[kMeta], []), 1)
})

eachDatabase(t, 'foreign-key columns are indexed on both databases', async (t, { url, dialect }) => {
  const { DB } = await import('../../lib/index.ts')
  const { models } = await import('../../examples/models.ts')
  const db = new DB(url, { models })
  await db.createAll()
  t.teardown(() => db.close())
  const sql = dialect === 'sqlite'
    ? "select name from sqlite_master where type = 'index' and tbl_name = 'book' and sql like '%author_id%'"
    : "select indexname from pg_indexes where tablename = 'book' and indexdef like '%(author_id)%'"
  const indexes = await db[kReader].runner.rows(sql, [])
  t.equal(indexes.length, 1, 'book.author_id has exactly one index')
  await db.close()
  const again = new DB(url, { models })
  await again.createAll()
  t.equal((await again[kReader].runner.rows(sql, [])).length, 1, 'createAll() with checkfirst keeps it, without a duplicate')
  await again.close()
})
