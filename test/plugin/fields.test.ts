// Field selection (extensions §2) on single and collection GET: the order asked, nested
// selections, exclusion, a list's limit and order per request; only the needed columns read;
// nothing the serial settings hide reachable, hidden and unknown names refused alike; the limits.
import { kMeta } from '../../lib/symbols.ts'
import t, { type Test } from 'tap'
import { DB } from '../../lib/index.ts'
import { buildPlan } from '../../lib/serialize/plan.ts'

import { Author, Book, models, Node, User } from '../../examples/models.ts'
import { seed } from '../../examples/seed.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { SELECTION_LIMIT, Selections } from '../../plugin/query/selections.ts'
import { outputSchema } from '../../plugin/routes/response-schema.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { call } from '../helpers/http.ts'
import { snapshot } from '../helpers/state.ts'
import { recordTexts } from '../helpers/sql-texts.ts'

/** The example API, seeded (three authors, five books), with the SQL texts its reads run. */
async function seeded (t: Test, url: string): Promise<Opened & { texts: string[] }> {
  const opened = await openApp(t, url)
  await seed(opened.db)
  return { ...opened, texts: recordTexts(opened) }
}

/** The statements run by one request. */
async function sqlOf (opened: Opened & { texts: string[] }, path: string): Promise<string[]> {
  opened.texts.length = 0
  const res = await call(opened.app, 'GET', path)
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`)
  return opened.texts.map(text => text.replace(/\$\d+/g, '?'))
}

const LE_GUIN = { id: 1, firstName: 'Ursula', lastName: 'Le Guin', fullName: 'Ursula Le Guin' }

eachDatabase(t, 'a single GET answers the fields named, in that order, from the GET\'s own read; a page reads only their columns', async (t, { url }) => {
  const opened = await seeded(t, url)
  const res = await call(opened.app, 'GET', '/books/1?fields=title,id')
  t.equal(res.status, 200)
  t.equal(res.text, '{"title":"The Dispossessed","id":1}', 'exactly these keys, in this order')
  t.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  // The record's tag covers what its GET shows, whatever `fields` asks (conditional-requests.md).
  t.strictSame(await sqlOf(opened, '/books/1?fields=title,id'), await sqlOf(opened, '/books/1'), 'the statement of the GET without fields')
  t.match(await sqlOf(opened, '/books?fields=title,id'), [/^select "id", "title" from "book" order by/])
})

eachDatabase(t, 'nested selections: a relationship narrowed at any depth, or bare with its default fields', async (t, { url }) => {
  const opened = await seeded(t, url)
  const nested = await call(opened.app, 'GET', '/books/1?fields=id,author(lastName)')
  t.equal(nested.text, '{"id":1,"author":{"lastName":"Le Guin"}}')
  t.strictSame(await sqlOf(opened, '/books/1?fields=id,author(lastName)'), await sqlOf(opened, '/books/1'), 'one: the GET\'s')
  const sql = await sqlOf(opened, '/books?fields=id,author(lastName)')
  t.equal(sql.length, 1, 'the author comes in the books\' statement')
  t.match(sql[0], /^select "fmr_t"\.\*, "fmr_j0"\."id", "fmr_j0"\."last_name" from \(select "id", "author_id" from "book" order by/,
    'the book: its id and the key its author loads by; the author: its key and the field asked')
  const bare = await call(opened.app, 'GET', '/books/1?fields=author,title')
  t.strictSame(bare.body, { author: LE_GUIN, title: 'The Dispossessed' })
  t.strictSame(Object.keys(bare.body), ['author', 'title'])
  const deep = await call(opened.app, 'GET', '/authors/2?fields=books(title,author(lastName))')
  // The default plan does not follow a book's author back inside an author (the loop guard): neither does a selection.
  t.equal(deep.status, 400)
  t.strictSame(deep.body, { message: 'fields: author is not a field of Book' })
  t.equal((await call(opened.app, 'GET', '/authors/2?fields=last_name,books(pub_year)')).text, '{"lastName":"Calvino","books":[{"pubYear":1972}]}', 'snake_case names too')
})

eachDatabase(t, 'exclusion: every default field but those named, and no read for an excluded relationship', async (t, { url }) => {
  const opened = await seeded(t, url)
  const res = await call(opened.app, 'GET', '/books/2?fields=-isbn,-author')
  t.equal(res.text, '{"id":2,"title":"The Left Hand of Darkness","pubYear":1969,"authorId":1,"tags":[{"id":2,"name":"classic"},{"id":1,"name":"science fiction"}]}')
  t.strictSame(await sqlOf(opened, '/books/2?fields=-isbn,-author'), await sqlOf(opened, '/books/2'), 'one: the GET\'s statement')
  t.match(await sqlOf(opened, '/books?fields=-isbn,-author'), [/^select "id", "title", "pub_year", "author_id" from "book" order by/], 'a page: no read for the author')
  const nested = await call(opened.app, 'GET', '/books/2?fields=id,author(-fullName,-firstName)')
  t.equal(nested.text, '{"id":2,"author":{"id":1,"lastName":"Le Guin"}}')
  // The write-only password stays as the default answer has it: left out once it holds a value.
  t.equal((await call(opened.app, 'POST', '/users', { username: 'ann', password: 'secret', email: 'ann@example.org' })).status, 201)
  const user = await call(opened.app, 'GET', '/users/1?fields=-email,-dateJoined,-lastLogin,-isStaff,-isActive,-isAccountCurrent')
  t.strictSame(user.body, { id: 1, username: 'ann' })
})

eachDatabase(t, 'a computed field reads every column of its level (it may use any)', async (t, { url }) => {
  const opened = await seeded(t, url)
  t.equal((await call(opened.app, 'GET', '/authors/3?fields=fullName')).text, '{"fullName":"Toni Morrison"}')
  // On PostgreSQL the author's read is inside the statement that also reads its books (a LATERAL list).
  t.match((await sqlOf(opened, '/authors/3?fields=fullName'))[0], /^(select "fmr_t"\.\*, "fmr_l"\.\* from \()?select "id", "first_name", "last_name" from "author"/)
})

eachDatabase(t, 'a list relationship takes limit and orderBy per request, on a single and a collection GET', async (t, { url }) => {
  const opened = await seeded(t, url)
  const one = await call(opened.app, 'GET', '/authors/3?fields=id,books(title,limit=1,orderBy=-pubYear)')
  t.equal(one.text, '{"id":3,"books":[{"title":"Beloved"}]}')
  const ordered = await call(opened.app, 'GET', '/authors/1?fields=books(pubYear,orderBy=pubYear)')
  t.equal(ordered.text, '{"books":[{"pubYear":1969},{"pubYear":1974}]}')
  const byTwo = await call(opened.app, 'GET', '/authors?fields=lastName,books(title,orderBy=title,orderBy=-pubYear,limit=1)')
  t.strictSame(byTwo.body, { Author: [{ lastName: 'Le Guin', books: [{ title: 'The Dispossessed' }] }, { lastName: 'Calvino', books: [{ title: 'Invisible Cities' }] }, { lastName: 'Morrison', books: [{ title: 'Beloved' }] }] })
  const defaults = await call(opened.app, 'GET', '/authors/2?fields=books(limit=5)')
  t.strictSame(defaults.body, { books: [{ id: 3, isbn: '9780156453806', title: 'Invisible Cities', pubYear: 1972, authorId: 2, tags: [{ id: 3, name: 'fable' }] }] }, 'options alone keep the default fields')
  // The declaration's limit (100 by default) bounds a request's, as maxPageSize bounds a page.
  const declared = Author[kMeta].relationships.find(relation => relation.name === 'books')?.limit
  t.equal(declared, 100)
  t.equal((await call(opened.app, 'GET', '/authors/1?fields=books(id,limit=999999)')).text, '{"books":[{"id":1},{"id":2}]}')
  for (const [query, message] of [
    ['author(limit=1)', 'fields: limit and orderBy apply to list relationships only, not author'],
    ['books(limit=0)', 'fields: limit takes one whole number of at least 1'],
    ['books(limit=1,limit=2)', 'fields: limit takes one whole number of at least 1'],
    ['books(size=1)', 'fields: size is not an option of a relationship (limit, orderBy)'],
    ['books(orderBy=color)', 'fields: color is not a field of Book']
  ]) {
    const path = query.startsWith('author(') ? `/books/1?fields=${query}` : `/authors/1?fields=${query}`
    const res = await call(opened.app, 'GET', path)
    t.equal(res.status, 400, query)
    t.strictSame(res.body, { message }, query)
  }
})

eachDatabase(t, 'a collection GET: fields with filters, order, paging, count and debug', async (t, { url, dialect }) => {
  const opened = await seeded(t, url)
  const page = await call(opened.app, 'GET', '/books?fields=title,author(lastName)&authorId[in]=1,3&orderBy=-pubYear&maxPageSize=2&count=true')
  t.equal(page.status, 200)
  t.equal(page.text, '{"Book":[{"title":"Beloved","author":{"lastName":"Morrison"}},{"title":"Song of Solomon","author":{"lastName":"Morrison"}}]}')
  t.equal(page.headers.link, '</books?fields=title%2Cauthor%28lastName%29&authorId%5Bin%5D=1%2C3&orderBy=-pubYear&count=true&maxPageSize=2&offset=2>; rel="next"')
  t.equal(page.headers['x-total-count'], '4')
  // A filter and the order may use a column the selection leaves out: the default answer shows it.
  const debug = await call(opened.app, 'GET', '/books?fields=title&pubYear[ge]=1970&debug=true')
  t.equal(debug.body.query.replace(/\$\d+/g, '?'), 'select "id", "title" from "book" where "pub_year" >= ? order by "id" asc limit ?')
  const sql = await sqlOf(opened, '/books?fields=id,author(lastName)')
  t.equal(sql.length, 1, 'one statement for the page and its authors')
  // Only the selected author columns are read: by a join on its key, or (PostgreSQL) a LATERAL read of that one row.
  const join = dialect === 'postgresql'
    ? 'left join lateral \\(select "fmr_j0"\\."id", "fmr_j0"\\."last_name" from "author" as "fmr_j0" where "fmr_j0"\\."id" = "fmr_t"\\."author_id" limit 1\\) as "fmr_j0" on true'
    : 'left join "author" as "fmr_j0" on "fmr_j0"\\."id" = "fmr_t"\\."author_id"'
  t.match(sql[0], new RegExp(`^select "fmr_t"\\.\\*, "fmr_j0"\\."id", "fmr_j0"\\."last_name" from \\(select "id", "author_id" from "book" .*\\) as "fmr_t" ${join} order by "fmr_t"\\."id" asc$`))
})

/** Books whose GET shows only id and title, with authors shown as id and lastName. */
class NarrowBooks extends ModelResource.of(Book, { serialFields: { get: { Book: ['id', 'title', 'author'] } }, serialFieldRelations: { get: { Author: ['id', 'lastName'] } } }) {}
class NarrowBookList extends CollectionModelResource.of(Book, { serialFields: { get: { Book: ['id', 'title', 'author'] } }, serialFieldRelations: { get: { Author: ['id', 'lastName'] } } }) {}
class Users extends ModelResource.of(User) {}

eachDatabase(t, 'a selection never reaches what the serial settings hide: hidden and unknown names get the same 400', async (t, { url }) => {
  const opened = await openApp(t, url, { resources: [NarrowBooks, NarrowBookList, Users] })
  await seed(opened.db)
  t.equal((await call(opened.app, 'POST', '/users', { username: 'ann', password: 'secret', email: 'ann@example.org' })).status, 201)
  const before = await snapshot(opened.db)
  t.equal((await call(opened.app, 'GET', '/books/1?fields=title,author')).text, '{"title":"The Dispossessed","author":{"id":1,"lastName":"Le Guin"}}')
  const refused: Array<[string, string]> = [
    ['/books/1?fields=isbn', 'fields: isbn is not a field of Book'], // hidden by serialFields
    ['/books/1?fields=color', 'fields: color is not a field of Book'], // does not exist
    ['/books/1?fields=-isbn', 'fields: isbn is not a field of Book'], // excluding a hidden field tells nothing either
    ['/books/1?fields=author(firstName)', 'fields: firstName is not a field of Author'], // hidden by serialFieldRelations
    ['/books/1?fields=author(fullName)', 'fields: fullName is not a field of Author'],
    ['/books?fields=id,pubYear', 'fields: pubYear is not a field of Book'],
    ['/users/1?fields=id,password', 'fields: password is not a field of User'], // write-only
    ['/users/1?fields=id,passwordx', 'fields: passwordx is not a field of User']
  ]
  for (const [path, message] of refused) {
    const res = await call(opened.app, 'GET', path)
    t.equal(res.status, 400, path)
    t.strictSame(res.body, { message }, path)
  }
  t.strictSame(await snapshot(opened.db), before, 'nothing written')
})

eachDatabase(t, 'malformed selections and the limits on size and depth are 400s naming them', async (t, { url }) => {
  const opened = await seeded(t, url)
  const deep = (levels: number): string => 'children('.repeat(levels - 1) + 'id' + ')'.repeat(levels - 1)
  const names = (count: number): string => Array.from({ length: count }, () => 'id').join(',')
  const cases: Array<[string, string]> = [
    ['/books/1?fields=', 'fields: a name is expected at character 1'],
    ['/books/1?fields=id,', 'fields: a name is expected at character 4'],
    ['/books/1?fields=id,-title', 'fields: a list names fields to show or, each with -, fields to leave out; not both'],
    ['/books/1?fields=-author(id)', 'fields: -author cannot have a selection'],
    ['/books/1?fields=author(id', 'fields: a ) is expected at character 10'],
    ['/books/1?fields=id)', 'fields: unexpected ) at character 3'],
    ['/books/1?fields=id(id)', 'fields: id is not a relationship of Book'],
    ['/books/1?fields=id,id', 'fields: id is named twice'],
    ['/books/1?fields=id&fields=title', 'fields may be given once'],
    ['/books?fields=id&fields=title', 'fields may be given once'],
    ['/books/1?fields=' + 'a'.repeat(2001), 'fields: the selection may be at most 2000 characters'],
    ['/books/1?fields=' + names(101), 'fields: at most 100 names may be given'],
    ['/nodes/1?fields=' + deep(11), 'fields: selections may be nested at most 10 deep']
  ]
  for (const [path, message] of cases) {
    const res = await call(opened.app, 'GET', path)
    t.equal(res.status, 400, path.slice(0, 60))
    t.strictSame(res.body, { message }, path.slice(0, 60))
  }
  // At the limits themselves, the selection is read (and then checked against the plan).
  t.strictSame((await call(opened.app, 'GET', '/books/1?fields=' + names(100))).body, { message: 'fields: id is named twice' })
  const em = opened.db.fork()
  for (let id = 1; id <= 10; id++) {
    em.create(Node, { id, parentId: id === 1 ? null : id - 1, data: `n${id}` } as never)
    await em.flush()
  }
  const tenDeep = await call(opened.app, 'GET', '/nodes/1?fields=' + deep(10))
  t.equal(tenDeep.status, 200)
  t.equal(tenDeep.text, '{"children":['.repeat(9) + '{"id":10}' + ']}'.repeat(9))
})

/** Every ordering of `names`. */
function orderings (names: string[]): string[][] {
  if (names.length <= 1) return [names]
  return names.flatMap((name, index) => orderings(names.filter((_, other) => other !== index)).map(rest => [name, ...rest]))
}

t.test('each selection is compiled once and reused; at most SELECTION_LIMIT are kept, the least recently used dropped', async t => {
  const db = new DB('sqlite:///:memory:', { models })
  const plan = buildPlan(Book[kMeta], { settings: meta => db.model(meta.name) })
  const selections = new Selections(plan, outputSchema)
  const first = selections.get('id,title')
  t.equal(selections.get('id,title'), first, 'the same compiled selection')
  t.strictSame(first.schema, { title: 'Book', type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' } }, required: ['id', 'title'] })
  t.strictSame(first.plan.reads?.map(column => column.name), ['id', 'title'])
  t.throws(() => selections.get('color'), { message: 'fields: color is not a field of Book' })
  t.equal(selections.size, 1, 'a refused selection is not kept')
  const texts = orderings(['id', 'isbn', 'title', 'pubYear', 'authorId']).map(names => names.join(','))
  t.ok(texts.length > SELECTION_LIMIT, `${texts.length} distinct selections`)
  for (const text of texts) {
    selections.get(text)
    selections.get('id,title') // kept in use: never the least recently used
  }
  t.equal(selections.size, SELECTION_LIMIT)
  t.equal(selections.get('id,title'), first, 'the selection in use survived')
  t.not(selections.get(texts[0]), undefined)
  t.equal(selections.size, SELECTION_LIMIT)
})
