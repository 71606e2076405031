// A record's GET reads its first list in the record's own statement on PostgreSQL (a LATERAL read,
// SqlDialect.listInRecordRead): one round trip fewer. SQLite reads the list apart, as before. The
// same expectations on both databases: the answer, the list's order and limit, write-only columns,
// an empty list, the tag, `fields`, maxRecords and a missing record come out alike either way.
import t from 'tap'
import { Column, defineModel, Relationship, type ModelType } from '../../lib/index.ts'
import { ModelResource } from '../../plugin/index.ts'
import { kReader } from '../../lib/symbols.ts'
import { Author, Book, BookTag, Tag } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'

const Keeper = defineModel({
  name: 'Keeper',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(40, { nullable: false })
  },
  relationships: {
    toys: Relationship.list('Toy', { foreignKey: 'keeperId', orderBy: ['-label', 'id'], limit: 2 })
  }
})

const Toy = defineModel({
  name: 'Toy',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    label: Column.String(40, { nullable: false }),
    code: Column.WriteOnly(Column.String(40)),
    keeperId: Column.Integer({ nullable: false, foreignKey: 'keeper.id' })
  }
})

const models: ModelType[] = [Keeper, Toy]

class KeeperResource extends ModelResource.of(Keeper) {}
class FewKeepers extends ModelResource.of(Keeper) {
  static override urlName = 'few-keepers'
  static override maxRecords = 2
}

/** The answer of a GET of `path` and how many statements it ran. */
async function counted (opened: Opened, path: string, headers: Record<string, string> = {}): Promise<{ status: number, body: unknown, etag: unknown, statements: number }> {
  const before = opened.db[kReader].runner.executed
  const res = await call(opened.app, 'GET', path, undefined, headers)
  return { status: res.status, body: res.body, etag: res.headers.etag, statements: opened.db[kReader].runner.executed - before }
}

eachDatabase(t, 'a record with its list: one statement on PostgreSQL, the list apart on SQLite, the same answer', async (t, { url, dialect }) => {
  const opened = await openApp(t, url, { models, resources: [KeeperResource, FewKeepers] })
  const em = opened.db.fork()
  em.create(Keeper, { id: 1, name: 'Ada' } as never)
  em.create(Keeper, { id: 2, name: 'Bo' } as never)
  em.create(Keeper, { id: 3, name: 'Cy' } as never)
  await em.flush()
  for (const [id, label, code, keeperId] of [[1, 'ball', 'x1', 1], [2, 'rope', null, 1], [3, 'bell', 'x3', 1], [4, 'cone', null, 3]] as const) {
    em.create(Toy, { id, label, code, keeperId } as never)
  }
  await em.flush()
  const lists = dialect === 'postgresql' ? 0 : 1

  const ada = await counted(opened, '/keepers/1')
  t.equal(ada.status, 200)
  t.strictSame(ada.body, {
    id: 1,
    name: 'Ada',
    toys: [{ id: 2, label: 'rope', code: null, keeperId: 1 }, { id: 3, label: 'bell', keeperId: 1 }]
  }, 'by label descending, 2 at most; a write-only code shows only while empty')
  t.equal(ada.statements, 1 + lists)

  const bo = await counted(opened, '/keepers/2')
  t.strictSame(bo.body, { id: 2, name: 'Bo', toys: [] }, 'no toys: the keeper comes once, with an empty list')
  t.equal(bo.statements, 1 + lists)

  const missing = await counted(opened, '/keepers/9')
  t.equal(missing.status, 404)
  t.strictSame(missing.body, { message: 'Keeper with id 9 not found' })
  t.equal(missing.statements, 1, 'nothing found: no list to read')

  const again = await counted(opened, '/keepers/1', { 'if-none-match': String(ada.etag) })
  t.equal(again.status, 304, 'the tag of the answer read in one statement is the one a GET sends again')
  const named = await counted(opened, '/keepers/1?fields=name')
  t.strictSame(named.body, { name: 'Ada' })
  t.equal(named.etag, ada.etag, 'the same tag whatever `fields` asks')

  // A keeper and its two toys are 3 records: past 2, refused before anything is built.
  const refused = await counted(opened, '/few-keepers/1')
  t.equal(refused.status, 400)
  t.strictSame(refused.body, { message: 'The answer would hold more than 2 records (maxRecords); ask for a smaller page or fewer relationships' })
  const cy = await counted(opened, '/few-keepers/3')
  t.equal(cy.status, 200)
  t.strictSame(cy.body, { id: 3, name: 'Cy', toys: [{ id: 4, label: 'cone', code: null, keeperId: 3 }] }, 'a keeper and one toy: 2 records')

  // A toy renamed changes the keeper's answer and tag, read in one statement as before.
  await opened.db.fork().nativeUpdate(Toy, { id: 2 } as never, { label: 'zip' } as never)
  const renamed = await counted(opened, '/keepers/1', { 'if-none-match': String(ada.etag) })
  t.equal(renamed.status, 200)
  t.strictSame((renamed.body as { toys: unknown[] }).toys, [{ id: 2, label: 'zip', code: null, keeperId: 1 }, { id: 3, label: 'bell', keeperId: 1 }])
  t.not(renamed.etag, ada.etag)
})

eachDatabase(t, 'the example API: a book with its author and tags in one statement on PostgreSQL; an author\'s books in its own, their tags in one more', async (t, { url, dialect }) => {
  const opened = await openApp(t, url)
  const em = opened.db.fork()
  em.create(Author, { id: 1, firstName: 'Ann', lastName: 'Lee' } as never)
  await em.flush()
  em.create(Book, { id: 1, title: 'Dusk', isbn: '1', pubYear: 2001, authorId: 1 } as never)
  em.create(Book, { id: 2, title: 'Dawn', isbn: '2', pubYear: 2002, authorId: 1 } as never)
  em.create(Tag, { id: 1, name: 'sea' } as never)
  em.create(Tag, { id: 2, name: 'city' } as never)
  await em.flush()
  for (const [bookId, tagId] of [[1, 1], [1, 2], [2, 1]]) em.create(BookTag, { bookId, tagId } as never)
  await em.flush()
  const lists = dialect === 'postgresql' ? 0 : 1
  const ann = { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }
  const sea = { id: 1, name: 'sea' }
  const city = { id: 2, name: 'city' }

  const book = await counted(opened, '/books/1')
  t.strictSame(book.body, { id: 1, isbn: '1', title: 'Dusk', pubYear: 2001, authorId: 1, author: ann, tags: [city, sea] }, 'tags by name')
  t.equal(book.statements, 1 + lists, 'the book, its author joined, its tags')

  const author = await counted(opened, '/authors/1')
  t.strictSame(author.body, {
    ...ann,
    books: [
      { id: 1, isbn: '1', title: 'Dusk', pubYear: 2001, authorId: 1, tags: [city, sea] },
      { id: 2, isbn: '2', title: 'Dawn', pubYear: 2002, authorId: 1, tags: [sea] }
    ]
  }, 'books by id, each with its tags')
  t.equal(author.statements, 2 + lists, 'the author with its books, then every book\'s tags in one statement')

  const tag = await counted(opened, '/tags/1')
  t.strictSame(tag.body, { id: 1, name: 'sea', books: [{ id: 1, isbn: '1', title: 'Dusk', pubYear: 2001, authorId: 1, author: ann }, { id: 2, isbn: '2', title: 'Dawn', pubYear: 2002, authorId: 1, author: ann }] })
})

// Tried as a new user would: a list ordered by a write-only column (never shown, yet an order)
// answered 500 on PostgreSQL, the order written again outside the LATERAL read on a column it
// does not select (and `"fmr_l"."rank"` read as PostgreSQL's rank() function). Such a list is
// read apart, as on SQLite.
const Crate = defineModel({
  name: 'Crate',
  columns: { id: Column.Integer({ primaryKey: true }) },
  relationships: { items: Relationship.list('Item', { foreignKey: 'crateId', orderBy: 'rank', limit: 2 }) }
})

const Item = defineModel({
  name: 'Item',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    rank: Column.WriteOnly(Column.Integer({ nullable: false })),
    crateId: Column.Integer({ nullable: false, foreignKey: 'crate.id' })
  }
})

class CrateResource extends ModelResource.of(Crate) {}

eachDatabase(t, 'a list ordered by a write-only column: its order and limit, read apart', async (t, { url }) => {
  const opened = await openApp(t, url, { models: [Crate, Item], resources: [CrateResource] })
  const em = opened.db.fork()
  em.create(Crate, { id: 1 } as never)
  await em.flush()
  for (const [id, rank] of [[1, 3], [2, 1], [3, 2]]) em.create(Item, { id, rank, crateId: 1 } as never)
  await em.flush()
  const crate = await counted(opened, '/crates/1')
  t.equal(crate.status, 200)
  t.strictSame(crate.body, { id: 1, items: [{ id: 2, crateId: 1 }, { id: 3, crateId: 1 }] }, 'by rank, 2 at most, the rank never shown')
  t.equal(crate.statements, 2)
  const narrowed = await counted(opened, '/crates/1?fields=items(id)')
  t.strictSame(narrowed.body, { items: [{ id: 2 }, { id: 3 }] })
})
