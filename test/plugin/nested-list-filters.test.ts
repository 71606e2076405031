// Conditions through list relationships below the first level of `where` (writers → books → tags →
// books): each such level is the set of keys its conditions match, read once, not a subquery run
// again for every outer row (on SQLite the fan-outs multiplied: three hops over 20,000 books went
// past the read budget). The answers are exact on both databases, nulls on either side included.
import t from 'tap'
import { Column, defineModel, Relationship } from '../../lib/index.ts'
import { CollectionModelResource } from '../../plugin/index.ts'
import type { DB } from '../../lib/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { recordTexts } from '../helpers/sql-texts.ts'

const Writer = defineModel({
  name: 'Writer',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(20, { nullable: false })
  },
  relationships: {
    books: Relationship.list('Book')
  }
})

const Book = defineModel({
  name: 'Book',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(20, { nullable: false }),
    writerId: Column.Integer({ foreignKey: 'writer.id' })
  },
  relationships: {
    writer: Relationship.single('Writer'),
    tags: Relationship.manyToMany('Tag', { through: 'BookTag' })
  }
})

const Tag = defineModel({
  name: 'Tag',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(20, { nullable: false })
  },
  relationships: {
    books: Relationship.manyToMany('Book', { through: 'BookTag' })
  }
})

const BookTag = defineModel({
  name: 'BookTag',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    bookId: Column.Integer({ foreignKey: 'book.id' }),
    tagId: Column.Integer({ foreignKey: 'tag.id' })
  }
})

const models = [Writer, Book, Tag, BookTag]
const resources = [Writer, Book, Tag].map(model => CollectionModelResource.of(model))

/**
 * Writers 1 Ann (books 1, 2), 2 Bob (books 3, 5), 3 Cy (none); book 4 has no writer. Tags: red on
 * books 1 and 2, green on 2 and 3, blue on 4 and on a link without a book, bare on none.
 */
async function seed (db: DB): Promise<void> {
  const sql = db.fork().getConnection()
  await sql.execute("insert into writer (id, name) values (1, 'Ann'), (2, 'Bob'), (3, 'Cy')")
  await sql.execute("insert into book (id, title, writer_id) values (1, 'alpha', 1), (2, 'beta', 1), (3, 'gamma', 2), (4, 'delta', null), (5, 'omega', 2)")
  await sql.execute("insert into tag (id, name) values (1, 'red'), (2, 'green'), (3, 'blue'), (4, 'bare')")
  await sql.execute('insert into book_tag (id, book_id, tag_id) values (1, 1, 1), (2, 2, 1), (3, 2, 2), (4, 3, 2), (5, 4, 3), (6, null, 3)')
}

const where = (value: unknown): string => 'where=' + encodeURIComponent(JSON.stringify(value))

eachDatabase(t, 'some, none and every through list relationships two and three levels down answer exactly', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { models, resources })
  await seed(db)
  const ids = async (path: string): Promise<unknown> => {
    const answer = await call(app, 'GET', `${path}&fields=id&count=true`)
    if (answer.status !== 200) return `${answer.status} ${answer.text}`
    const records = Object.values(answer.body as Record<string, Array<{ id: number }>>)[0]
    return [records.map(record => record.id), answer.headers['x-total-count']]
  }
  t.strictSame(await ids(`/books?${where({ tags: { some: { books: { some: { writer: { name: 'Bob' } } } } } })}`), [[2, 3], '2'],
    'the books sharing a tag with a book of Bob\'s')
  t.strictSame(await ids(`/books?${where({ tags: { some: { books: { every: { writerId: 1 } } } } })}`), [[1, 2], '2'],
    'a tag all of whose books are Ann\'s: a book without a writer fails every')
  t.strictSame(await ids(`/books?${where({ tags: { some: { books: { none: { title: 'alpha' } } } } })}`), [[2, 3, 4], '3'])
  t.strictSame(await ids(`/books?${where({ tags: { none: { books: { some: { writerId: 2 } } } } })}`), [[1, 4, 5], '3'])
  t.strictSame(await ids(`/writers?${where({ books: { some: { tags: { some: { books: { some: { title: 'gamma' } } } } } } })}`), [[1, 2], '2'],
    'three list relationships: the writers of a book sharing a tag with gamma')
  t.strictSame(await ids(`/writers?${where({ books: { every: { tags: { every: { name: { ne: 'green' } } } } } })}`), [[3], '1'],
    'every within every: a writer without books holds it')
  t.strictSame(await ids(`/tags?${where({ books: { some: { writer: { not: { books: { some: { title: 'delta' } } } } } } })}`), [[1, 2], '2'],
    'a book without a writer (delta) leaves the other writers\' "not some" true')
  t.strictSame(await ids(`/tags?${where({ books: { some: { not: { tags: { some: { name: 'blue' } } } } } })}`), [[1, 2], '2'],
    'a link without a book leaves the other books\' "not some" true')
})

/** SQLite's plan of `statement`, its values all null (a plan does not depend on them). */
async function planOf (db: DB, statement: string): Promise<string[]> {
  const rows = await db.orm.em.getConnection().execute<Array<{ detail: string }>>(`explain query plan ${statement}`, Array.from({ length: statement.split('?').length - 1 }, () => null))
  return rows.map((row: { detail: string }) => row.detail)
}

t.test('on SQLite the levels below the first are read once, the join table through its indexes', async t => {
  const opened = await openApp(t, 'sqlite:///:memory:', { models, resources })
  await seed(opened.db)
  const texts = recordTexts(opened)
  const res = await call(opened.app, 'GET', `/writers?fields=id&${where({ books: { some: { tags: { some: { books: { some: { title: 'gamma' } } } } } } })}`)
  t.equal(res.status, 200)
  t.strictSame(res.body.Writer, [{ id: 1 }, { id: 2 }])
  t.equal(texts.length, 1)
  const plan = await planOf(opened.db, texts[0])
  // The first level is a subquery per writer, or SQLite flattens it into a join.
  t.ok(plan.filter(detail => detail.includes('CORRELATED')).length <= 1, `only the first level is run per writer:\n${plan.join('\n')}`)
  t.equal(plan.filter(detail => /^LIST SUBQUERY/.test(detail)).length, 2, 'the two levels below it are read once each')
  const joinTable = plan.filter(detail => / book_tag /.test(`${detail} `))
  t.ok(joinTable.length >= 2, `the join table is read at both levels:\n${plan.join('\n')}`)
  t.ok(joinTable.every(detail => /^SEARCH book_tag USING (COVERING )?INDEX /.test(detail)), `always through an index:\n${plan.join('\n')}`)
})
