// Bounded answers (extensions §6): a list relationship writes at most `limit` records per parent
// (100 by default), read in one statement per level; one answer holds at most the resource's
// `maxRecords` records, nested ones counted, refused with a 400 before the answer is built.
import t, { type Test } from 'tap'
import { Column, DB, defineModel, Relationship, type Model, type RelationshipDef , type ModelType } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { Author, Book, Node } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/state.ts'
import { kReader } from '../../lib/symbols.ts'

const tooMany = (max: number): { message: string } =>
  ({ message: `The answer would hold more than ${max} records (maxRecords); ask for a smaller page or fewer relationships` })

/** Writes `rows` of `model` in one flush. */
async function seed (db: DB, model: ModelType, rows: Array<Record<string, unknown>>): Promise<void> {
  const em = db.fork()
  for (const row of rows) em.create(model, row as never)
  await em.flush()
}

/** `authors` authors (First1 Last1, ...), then the books each count asks for, author by author. */
async function library (db: DB, booksPerAuthor: number[]): Promise<void> {
  await seed(db, Author, booksPerAuthor.map((_, i) => ({ firstName: `First${i + 1}`, lastName: `Last${i + 1}` })))
  await seed(db, Book, booksPerAuthor.flatMap((count, i) =>
    Array.from({ length: count }, (_, n) => ({ title: `Book ${i + 1}.${n + 1}`, pubYear: 1900 + n, authorId: i + 1 }))))
}

/** The statements a request ran, and its answer. */
async function counted (opened: Opened, path: string): Promise<{ status: number, body: any, statements: number }> {
  const before = opened.db[kReader].runner.executed
  const res = await call(opened.app, 'GET', path)
  return { status: res.status, body: res.body, statements: opened.db[kReader].runner.executed - before }
}

/** An author as GET /authors/:id shows it, with the books given (their own ids), none of them tagged. */
async function authorAnswer (db: DB, id: number): Promise<Record<string, unknown>> {
  const books = (await rowsOf(db, Book)).filter(book => book.authorId === id).map(book => ({ ...book, tags: [] }))
  return { id, firstName: `First${id}`, lastName: `Last${id}`, fullName: `First${id} Last${id}`, books }
}

// ---- the default limit: 100 per parent ----------------------------------------------------------

eachDatabase(t, 'an author with 150 books shows the first 100 in the relationship\'s order, in two statements', async (t, { url, dialect }) => {
  const opened = await openApp(t, url)
  await library(opened.db, [150, 3])
  const one = await counted(opened, '/authors/1')
  t.equal(one.status, 200)
  const expected = await authorAnswer(opened.db, 1)
  t.equal((expected.books as unknown[]).length, 150, 'all 150 are stored')
  t.strictSame(one.body, { ...expected, books: (expected.books as unknown[]).slice(0, 100) }, 'books 1 to 100, by id')
  t.equal(one.statements, dialect === 'postgresql' ? 2 : 3, 'the author, then its books (in its statement on PostgreSQL), then their tags')

  const page = await counted(opened, '/authors')
  t.equal(page.status, 200)
  t.strictSame(page.body.Author.map((author: { books: Array<{ id: number }> }) => author.books.map(book => book.id)), [
    Array.from({ length: 100 }, (_, i) => i + 1),
    [151, 152, 153]
  ], 'each author of a page gets its own first 100')
  t.equal(page.statements, 3, 'the page, then every author\'s books in one statement, then their tags in one')

  const [author] = await Author.query.where({ id: 1 }).getResultList()
  await opened.db.loadRelations(author)
  t.strictSame(author.toDict(), one.body, 'the model layer reads the same 100')
})

// ---- a declared limit, per parent, one statement per level --------------------------------------

const Shelf = defineModel({
  name: 'Shelf',
  columns: { id: Column.Integer({ primaryKey: true }), label: Column.String(20, { nullable: false }) },
  relationships: { volumes: Relationship.list('Volume', { limit: 5, orderBy: '-year' }) }
})
const Volume = defineModel({
  name: 'Volume',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    year: Column.Integer({ nullable: false }),
    shelfId: Column.Integer({ nullable: false, foreignKey: 'shelf.id' })
  },
  relationships: { remarks: Relationship.list('Remark', { limit: 2, orderBy: ['-id'] }) }
})
const Remark = defineModel({
  name: 'Remark',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    volumeId: Column.Integer({ nullable: false, foreignKey: 'volume.id' })
  }
})

class ShelfResource extends ModelResource { static override modelClass = Shelf }
class ShelfCollection extends CollectionModelResource { static override modelClass = Shelf }

/** Volume years per shelf: ties in a year are broken by id. */
const YEARS = [[2001, 2005, 2003, 2005, 1999, 2010, 2002, 2005], [1990, 1991, 1992], [], [7, 6, 5, 4, 3, 2, 1, 8, 9, 10, 11, 12]]

async function shelves (t: Test, url: string): Promise<Opened> {
  const opened = await openApp(t, url, { resources: [ShelfResource, ShelfCollection], models: [Shelf, Volume, Remark] })
  await seed(opened.db, Shelf, YEARS.map((_, i) => ({ label: `S${i + 1}` })))
  await seed(opened.db, Volume, YEARS.flatMap((years, i) => years.map(year => ({ year, shelfId: i + 1 }))))
  // Three remarks on every volume.
  const volumes = await rowsOf(opened.db, Volume)
  await seed(opened.db, Remark, volumes.flatMap(volume => [1, 2, 3].map(() => ({ volumeId: volume.id }))))
  return opened
}

/** What a shelf shows: its first 5 volumes by -year then id, each with its 2 last remarks. */
async function expectedShelves (db: DB): Promise<Array<Record<string, unknown>>> {
  const volumes = await rowsOf(db, Volume)
  const remarks = await rowsOf(db, Remark)
  return YEARS.map((_, i) => ({
    id: i + 1,
    label: `S${i + 1}`,
    volumes: volumes
      .filter(volume => volume.shelfId === i + 1)
      .sort((a, b) => (b.year as number) - (a.year as number) || (a.id as number) - (b.id as number))
      .slice(0, 5)
      .map(volume => ({
        ...volume,
        remarks: remarks.filter(remark => remark.volumeId === volume.id).sort((a, b) => (b.id as number) - (a.id as number)).slice(0, 2)
      }))
  }))
}

eachDatabase(t, 'a relationship declared with { limit: 5 } shows 5 per parent of a page, in its order, one statement per level', async (t, { url, dialect }) => {
  const opened = await shelves(t, url)
  const expected = await expectedShelves(opened.db)
  t.strictSame(expected.map(shelf => (shelf.volumes as unknown[]).length), [5, 3, 0, 5], 'the expectation itself is per parent')
  t.strictSame((expected[0].volumes as Array<{ year: number, id: number }>).map(volume => [volume.year, volume.id]),
    [[2010, 6], [2005, 2], [2005, 4], [2005, 8], [2003, 3]], 'ties in the order are broken by the key')

  const page = await counted(opened, '/shelves')
  t.equal(page.status, 200)
  t.strictSame(page.body, { Shelf: expected }, 'each shelf its own first 5 volumes, each volume its own 2 remarks')
  t.equal(page.statements, 3, 'the page, its volumes, their remarks')

  for (const shelf of expected) {
    const one = await counted(opened, `/shelves/${String(shelf.id)}`)
    t.equal(one.status, 200)
    t.strictSame(one.body, shelf, `shelf ${String(shelf.id)} alone shows the same`)
    // On PostgreSQL a shelf's volumes come in the shelf's own statement (a LATERAL list).
    const levels = ((shelf.volumes as unknown[]).length === 0 ? 2 : 3) - (dialect === 'postgresql' ? 1 : 0)
    t.equal(one.statements, levels, `shelf ${String(shelf.id)}: one statement per level${(shelf.volumes as unknown[]).length === 0 ? ' (no volumes: no remarks to read)' : ''}`)
  }
})

eachDatabase(t, 'a limit must be a positive integer, on a list relationship only: else the DB refuses the models', async (t, { url }) => {
  const rack = (volumes: RelationshipDef): ModelType => defineModel({
    name: 'Shelf',
    columns: { id: Column.Integer({ primaryKey: true }), label: Column.String(20, { nullable: false }) },
    relationships: { volumes }
  })
  for (const [limit, why] of [[0, 'limit 0 is not a positive integer'], [2.5, 'limit 2.5 is not a positive integer']] as const) {
    t.throws(() => new DB(url, { models: [rack(Relationship.list('Volume', { limit })), Volume, Remark] }), {
      code: 'FMR_ERR_RELATIONSHIP',
      message: `The relationship Shelf.volumes cannot be resolved: ${why}`
    })
  }
  const single = { kind: 'single', target: 'Shelf', limit: 3 } as const satisfies RelationshipDef
  const Tag = defineModel({
    name: 'Tag',
    columns: { id: Column.Integer({ primaryKey: true }), shelfId: Column.Integer({ foreignKey: 'shelf.id' }) },
    relationships: { shelf: single }
  })
  t.throws(() => new DB(url, { models: [Shelf, Volume, Remark, Tag] }), {
    code: 'FMR_ERR_RELATIONSHIP',
    message: 'The relationship Tag.shelf cannot be resolved: limit applies to list relationships only'
  })
})

// ---- maxRecords ---------------------------------------------------------------------------------

/** A resource of `base` at `/{word}` whose answers hold at most `max` records. */
function limited<R extends typeof ModelResource | typeof CollectionModelResource> (base: R, model: ModelType, word: string, max: number): R {
  return class extends (base as typeof ModelResource) {
    static override modelClass = model
    static override urlName = word
    static override maxRecords = max
  } as unknown as R
}

eachDatabase(t, 'a collection page of 10 authors × 10 books (110 records) is refused past maxRecords, answered at it', async (t, { url }) => {
  const opened = await openApp(t, url, { resources: [50, 109, 110].map(max => limited(CollectionModelResource, Author, `authors${max}`, max)) })
  await library(opened.db, Array.from({ length: 10 }, () => 10))
  const all = { Author: await Promise.all(Array.from({ length: 10 }, async (_, i) => await authorAnswer(opened.db, i + 1))) }
  for (const [max, status] of [[50, 400], [109, 400], [110, 200]] as const) {
    const res = await call(opened.app, 'GET', `/authors${max}`)
    t.equal(res.status, status, `maxRecords ${max}`)
    t.strictSame(res.body, status === 400 ? tooMany(max) : all, status === 400 ? 'the limit named, nothing else' : 'the whole page')
    if (status === 400) t.equal(res.headers.link, undefined, 'no paging header')
  }
})

eachDatabase(t, 'a single GET counts the record and everything nested in it', async (t, { url }) => {
  const opened = await openApp(t, url, { resources: [10, 11].map(max => limited(ModelResource, Author, `authors${max}`, max)) })
  await library(opened.db, [10])
  for (const [max, status] of [[10, 400], [11, 200]] as const) {
    const res = await call(opened.app, 'GET', `/authors${max}/1`)
    t.equal(res.status, status, `an author with 10 books, maxRecords ${max}`)
    t.strictSame(res.body, status === 400 ? tooMany(max) : await authorAnswer(opened.db, 1))
  }
})

eachDatabase(t, 'a related record written under several parents counts once for each', async (t, { url }) => {
  const opened = await openApp(t, url, { resources: [19, 20].map(max => limited(CollectionModelResource, Book, `books${max}`, max)) })
  await library(opened.db, [10])
  for (const [max, status] of [[19, 400], [20, 200]] as const) {
    const res = await call(opened.app, 'GET', `/books${max}`)
    t.equal(res.status, status, `10 books, each with the same author: 20 records, maxRecords ${max}`)
    if (status === 400) t.strictSame(res.body, tooMany(max))
    else t.strictSame(res.body.Book.map((book: { author: { id: number } }) => book.author.id), Array.from({ length: 10 }, () => 1))
  }
})

// ---- the Node tree ------------------------------------------------------------------------------

type TreeNode = { id: number, parentId: number | null, data: string, children: TreeNode[] }

/** A tree of `depth` levels below the root, `fanOut` children each, written level by level. */
async function tree (db: DB, depth: number, fanOut: number): Promise<TreeNode> {
  let id = 0
  const root: TreeNode = { id: ++id, parentId: null, data: 'n1', children: [] }
  await seed(db, Node, [{ id: root.id, parentId: null, data: root.data }])
  let level = [root]
  for (let d = 0; d < depth; d++) {
    const next: TreeNode[] = []
    for (const parent of level) {
      for (let c = 0; c < fanOut; c++) {
        const node: TreeNode = { id: ++id, parentId: parent.id, data: `n${id}`, children: [] }
        parent.children.push(node)
        next.push(node)
      }
    }
    await seed(db, Node, next.map(node => ({ id: node.id, parentId: node.parentId, data: node.data })))
    level = next
  }
  return root
}

eachDatabase(t, 'a deep Node tree is refused past a small maxRecords, as soon as a level shows it, reading no more than one record past it', async (t, { url, dialect }) => {
  const opened = await openApp(t, url, { resources: [10, 120, 121].map(max => limited(ModelResource, Node, `nodes${max}`, max)) })
  const root = await tree(opened.db, 4, 3) // 1 + 3 + 9 + 27 + 81 = 121 nodes
  const { runner } = opened.db[kReader]
  const sizes: number[] = []
  const rows = runner.rows.bind(runner)
  runner.rows = async (...args) => {
    const read = await rows(...args)
    sizes.push(read.length)
    return read
  }
  t.teardown(() => { runner.rows = rows })

  const refused = await counted(opened, '/nodes10/1')
  t.equal(refused.status, 400)
  t.strictSame(refused.body, tooMany(10))
  // On PostgreSQL the root comes with its children, one row each (a LATERAL list).
  const first = dialect === 'postgresql' ? [3] : [1, 3]
  t.equal(refused.statements, first.length + 1, 'the root, its 3 children, then the level that passes the limit: no deeper')
  t.strictSame(sizes, [...first, 7], 'the last level read stops one record past the budget (1 + 3 + 7 = 11)')

  sizes.length = 0
  const whole = await counted(opened, '/nodes121/1')
  t.equal(whole.status, 200, 'exactly maxRecords')
  t.strictSame(whole.body, root)
  t.strictSame(sizes, [...first, 9, 27, 81, 0], 'the whole tree, one statement per level')

  const almost = await counted(opened, '/nodes120/1')
  t.equal(almost.status, 400)
  t.strictSame(almost.body, tooMany(120))
})

// ---- written answers ----------------------------------------------------------------------------

eachDatabase(t, 'a write whose answer would pass maxRecords is kept: its status, with {message} for the answer', async (t, { url }) => {
  const opened = await openApp(t, url, { resources: [limited(ModelResource, Author, 'authors', 5)] })
  await library(opened.db, [10])
  const res = await call(opened.app, 'PATCH', '/authors/1', { lastName: 'Renamed' })
  t.equal(res.status, 200, 'the write happened')
  t.strictSame(res.body, tooMany(5))
  t.strictSame(await rowsOf(opened.db, Author), [{ id: 1, firstName: 'First1', lastName: 'Renamed' }], 'stored')
  t.equal((await rowsOf(opened.db, Book)).length, 10)
  const read = await call(opened.app, 'GET', '/authors/1')
  t.equal(read.status, 400)
  t.strictSame(read.body, tooMany(5))
  const { paths } = (await call(opened.app, 'GET', '/openapi.json')).body
  for (const [path, method, status] of [['/authors', 'post', '201'], ['/authors/{id}', 'put', '200'], ['/authors/{id}', 'patch', '200']]) {
    // The record, the record as written (a read-back that failed after the commit), or {message}.
    t.strictSame(paths[path][method].responses[status].content['application/json'].schema.anyOf.slice(1), [{ $ref: '#/components/schemas/AuthorWritten' }, { $ref: '#/components/schemas/FmrMessage' }], `the document: ${method}'s ${status} may be {message}`)
  }
})
