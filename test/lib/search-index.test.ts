// A search index is made by createAll() for a type's existing rows, and by the migrations that add
// the columns it needs; no generated migration drops it, and the schema check does not count it.
import t from 'tap'
import { Column, DB, defineModel, Relationship, type ModelType } from '../../lib/index.ts'
import { kMeta, kReader } from '../../lib/symbols.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { migrationProject, rowsOf } from '../helpers/migrations.ts'
import { openApp } from '../helpers/app.ts'

const id = Column.Integer({ primaryKey: true })
const Writer = defineModel({ name: 'Writer', columns: { id, surname: Column.String(50, { nullable: false }) } })
const writerId = Column.Integer({ nullable: false, foreignKey: 'writer.id' })
const writer = Relationship.single('Writer')
// v1 has no search; v2 searches the name and the writer's surname; v3 a subtitle that v2 lacks.
const V1 = defineModel({ name: 'Title', columns: { id, name: Column.String(80), writerId }, relationships: { writer } })
const V2 = defineModel({ name: 'Title', columns: { id, name: Column.String(80), writerId }, relationships: { writer }, search: ['name', 'writer.surname'] })
const V3 = defineModel({ name: 'Title', columns: { id, name: Column.String(80), subtitle: Column.String(80), writerId }, relationships: { writer }, search: ['name', 'subtitle'] })

/** The ids of the titles a search finds, as /titles?search= would. */
async function found (db: DB, model: ModelType, text: string): Promise<unknown[]> {
  const { parseSearchText } = await import('../../lib/read/search-text.ts')
  const search = parseSearchText(text)
  if (typeof search === 'string') throw new Error(search)
  const rows = await db[kReader].rows(model[kMeta], { where: [{ kind: 'search', meta: model[kMeta], search }], order: [{ column: model[kMeta].primaryKey, descending: false }] })
  return rows.map(row => row.id)
}

async function seedV1 (url: string, migrationsPath: string): Promise<void> {
  const db = new DB(url, { models: [Writer, V1], migrationsPath })
  await db.createAll()
  await rowsOf(db, "insert into writer (id, surname) values (1, 'Lee'), (2, 'Okafor')")
  await rowsOf(db, "insert into title (id, name, writer_id) values (1, 'Quiet Harbour', 1), (2, 'Harbour Lights', 2), (3, 'Dust', 2)")
  await db.close()
}

eachDatabase(t, 'createAll() makes the index of a type that gains a search, for the rows it has; no migration drops it', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  await seedV1(project.url, project.migrationsPath)
  const db = new DB(project.url, { models: [Writer, V2], migrationsPath: project.migrationsPath })
  t.teardown(() => db.close())
  await db.createAll()
  t.strictSame(await found(db, V2, 'harbour'), [1, 2], 'the existing rows are indexed')
  t.strictSame(await found(db, V2, 'okafor'), [2, 3], 'through the relationship too')
  t.strictSame(await db.schemaDrift(), [], 'the schema check counts no index table, no trigger')
  t.equal(await db.migrations.create({ name: 'nothing' }), undefined, 'a generated migration leaves the index alone')
  await rowsOf(db, "update writer set surname = 'Mensah' where id = 2")
  t.strictSame(await found(db, V2, 'mensah'), [2, 3], 'an update by hand re-indexes too: the triggers are the database\'s')
})

// Tried as a new user would: a type's `search` list changed with its table as it was (a field
// added, another dropped). The index is made again at the next start, from the rows there are, for
// the fields listed now; no migration is needed, and none is written.
const NameOnly = defineModel({ name: 'Title', columns: { id, name: Column.String(80), writerId }, relationships: { writer }, search: ['name'] })
const SurnameOnly = defineModel({ name: 'Title', columns: { id, name: Column.String(80), writerId }, relationships: { writer }, search: ['writer.surname'] })

eachDatabase(t, 'a changed search list: the next createAll() indexes the fields listed now, for every row', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  await seedV1(project.url, project.migrationsPath)
  const first = new DB(project.url, { models: [Writer, NameOnly], migrationsPath: project.migrationsPath })
  await first.createAll()
  t.strictSame([await found(first, NameOnly, 'harbour'), await found(first, NameOnly, 'okafor')], [[1, 2], []], 'the name alone is searched')
  await first.close()

  const added = new DB(project.url, { models: [Writer, V2], migrationsPath: project.migrationsPath })
  await added.createAll()
  t.strictSame([await found(added, V2, 'harbour'), await found(added, V2, 'okafor')], [[1, 2], [2, 3]], 'a field added: the rows there were are found by it')
  t.equal(await added.migrations.create({ name: 'nothing' }), undefined, 'no migration is needed for it')
  await added.close()

  const dropped = new DB(project.url, { models: [Writer, SurnameOnly], migrationsPath: project.migrationsPath })
  t.teardown(() => dropped.close())
  await dropped.createAll()
  t.strictSame([await found(dropped, SurnameOnly, 'harbour'), await found(dropped, SurnameOnly, 'okafor')], [[], [2, 3]], 'a field dropped: no longer found by it')
  await rowsOf(dropped, "insert into title (id, name, writer_id) values (4, 'Solaris', 1)")
  await rowsOf(dropped, "update writer set surname = 'Mensah' where id = 1")
  t.strictSame([await found(dropped, SurnameOnly, 'solaris'), await found(dropped, SurnameOnly, 'mensah')], [[], [1, 4]], 'the writes after it are indexed by the new list')
})

eachDatabase(t, 'an index whose column a pending migration adds is made by up(); down() of a migration with the index removes it', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  await seedV1(project.url, project.migrationsPath)
  const lines: string[] = []
  const db = new DB(project.url, { models: [Writer, V3], migrationsPath: project.migrationsPath, log: line => lines.push(line) })
  t.teardown(() => db.close())
  await db.createAll()
  t.match(lines.filter(line => line.includes('search index')), [/^\[schema\] The search index of Title could not be made: .*subtitle.*\. Apply the migrations that change its table \(db\.migrations\.up\(\)\): it is made then\.$/])
  const created = await db.migrations.create({ name: 'subtitle' })
  t.ok(created?.up.some(sql => sql.includes('title_search')), 'the migration makes the index: the database has none')
  t.ok(created?.down[0]?.startsWith('drop trigger'), 'and its down removes it first')
  await db.migrations.up()
  await rowsOf(db, "update title set subtitle = 'a harbour tale' where id = 3")
  t.strictSame(await found(db, V3, 'harbour'), [1, 2, 3])
  await db.migrations.down()
  const left = await rowsOf(db, dialect === 'sqlite' ? "select name from sqlite_master where name like 'title_search%'" : "select relname from pg_class where relname like 'title_search%'")
  t.strictSame(left, [], 'down() removed the index')
})

/** V1's titles searched as a resource declares it (extensions §13), the type itself declaring none. */
class Titles extends CollectionModelResource.of(V1) {
  static override search = ['name', 'writer.surname']
}

eachDatabase(t, 'a resource\'s static search given to new DB() makes the index as a model\'s search does: createAll() fills it, no migration drops it', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  await seedV1(project.url, project.migrationsPath)
  const db = new DB(project.url, { models: [Writer, V1], resources: [Titles], migrationsPath: project.migrationsPath })
  t.teardown(() => db.close())
  await db.createAll()
  t.strictSame(await found(db, V1, 'harbour'), [1, 2], 'the existing rows are indexed')
  t.strictSame(await found(db, V1, 'okafor'), [2, 3], 'through the relationship too')
  t.strictSame(await db.schemaDrift(), [], 'the schema check counts no index table, no trigger')
  t.equal(await db.migrations.create({ name: 'nothing' }), undefined, 'a generated migration leaves the index alone')
})


eachDatabase(t, 'PostgreSQL: an index made before its tsvector function gets it from a generated migration, or from createAll()', async (t, { dialect, url }) => {
  if (dialect !== 'postgresql') {
    t.pass('SQLite keeps no tsvector: FTS5 has no 1 MB bound')
    return
  }
  const project = migrationProject(t, dialect, url)
  await seedV1(project.url, project.migrationsPath)
  const db = new DB(project.url, { models: [Writer, V2], migrationsPath: project.migrationsPath })
  t.teardown(() => db.close())
  await db.createAll()
  // An index as an earlier version made it: its triggers called to_tsvector itself, with no function of their own.
  const made = 'select proname from pg_proc where proname = \'title_search_tsvector\''
  const older = "create or replace function \"title_search_rows\"() returns trigger language plpgsql as $$ begin if tg_op <> 'INSERT' then delete from \"title_search\" where \"id\" in (select \"id\" from \"fmr_old\"); end if; " +
    "if tg_op <> 'DELETE' then insert into \"title_search\" (\"id\", \"vector\") select \"fmr_r\".\"id\", to_tsvector('simple', \"fmr_r\".\"name\") from \"fmr_new\" as \"fmr_r\"; end if; return null; end $$"
  const makeOlder = async (): Promise<void> => {
    await rowsOf(db, older)
    await rowsOf(db, 'drop function "title_search_tsvector"(text)')
  }
  // An earlier version's migration run down and up again: its triggers back, the function left behind.
  await rowsOf(db, older)
  t.equal((await db.migrations.create({ name: 'triggers-back' }))?.up.filter(sql => sql.startsWith('create or replace function "title_search_rows"')).length, 1, 'triggers that do not call the function are outdated too')
  await db.migrations.up()
  await makeOlder()
  const created = await db.migrations.create({ name: 'search-vector' })
  t.strictSame(created?.up.filter(sql => /^create or replace function "title_search_(tsvector|rows)"/.test(sql)).length, 2, 'the migration replaces the functions')
  t.ok(created?.up.includes('drop table if exists "title_search"'), 'and makes the index again, whole')
  t.ok(created?.up.some(sql => sql.startsWith('insert into "title_search"')), 'filled from the rows')
  t.strictSame(created?.down.filter(sql => sql.includes('title_search')), [], 'its down leaves the index and its functions')
  await db.migrations.up()
  t.strictSame(await rowsOf(db, made), [['title_search_tsvector']])
  t.strictSame(await found(db, V2, 'harbour'), [1, 2], 'the index kept its rows')
  // createAll() does the same on its own.
  await makeOlder()
  await db.createAll()
  t.strictSame(await rowsOf(db, made), [['title_search_tsvector']])
  await rowsOf(db, "insert into title (id, name, writer_id) values (4, 'Harbour Again', 1)")
  t.strictSame(await found(db, V2, 'harbour'), [1, 2, 4], 'a write is indexed through the function')
  t.equal(await db.migrations.create({ name: 'nothing' }), undefined, 'an index up to date needs no migration')
})

// Tried as a new user would: on SQLite a migration that rebuilt the table (a default added) lost
// the index's triggers with the old table, and new or changed titles were no longer found; on
// PostgreSQL a migration renaming a searched column left the trigger function naming the old one,
// and every write of the type failed. The index is compared with the model's: one that differs
// is made again by the migration, after the table's own change, or by up() and createAll().
const Pages1 = defineModel({ name: 'Title', columns: { id, name: Column.String(80), writerId, pages: Column.Integer() }, relationships: { writer }, search: ['name', 'writer.surname'] })
const Pages2 = defineModel({ name: 'Title', columns: { id, name: Column.String(80), writerId, pages: Column.Integer({ serverDefault: '0' }) }, relationships: { writer }, search: ['name', 'writer.surname'] })
const Renamed = defineModel({ name: 'Title', columns: { id, heading: Column.String(80), writerId, pages: Column.Integer() }, relationships: { writer }, search: ['heading', 'writer.surname'] })

for (const [change, model, field] of [['a rebuilt table (a default added)', Pages2, 'name'], ['a searched column renamed', Renamed, 'heading']] as const) {
  eachDatabase(t, `${change}: the index stays in step with every write after the migration`, async (t, { dialect, url }) => {
    const project = migrationProject(t, dialect, url)
    const seeded = new DB(project.url, { models: [Writer, Pages1], migrationsPath: project.migrationsPath })
    await seeded.createAll()
    await rowsOf(seeded, "insert into writer (id, surname) values (1, 'Lee'), (2, 'Okafor')")
    await rowsOf(seeded, "insert into title (id, name, writer_id) values (1, 'Quiet Harbour', 1), (2, 'Harbour Lights', 2), (3, 'Dust', 2)")
    await seeded.close()
    const db = new DB(project.url, { models: [Writer, model], migrationsPath: project.migrationsPath })
    t.teardown(() => db.close())
    await db.createAll()
    const created = await db.migrations.create({ name: 'change' })
    if (created === undefined) throw new Error('no migration written')
    t.strictSame(await db.migrations.up(), [created.name])
    const column = field === 'name' ? 'name' : 'heading'
    await rowsOf(db, `insert into title (id, ${column}, writer_id) values (4, 'Solaris', 1)`)
    await rowsOf(db, `update title set ${column} = 'Neuromancer' where id = 1`)
    await rowsOf(db, 'delete from title where id = 2')
    await rowsOf(db, "update writer set surname = 'Mensah' where id = 2")
    t.strictSame(await found(db, model, 'solaris'), [4], 'a new record is found')
    t.strictSame(await found(db, model, 'neuromancer'), [1], 'a changed one by its new text')
    t.strictSame(await found(db, model, 'harbour'), [], 'not by its old one, nor a deleted one')
    t.strictSame(await found(db, model, 'mensah'), [3], 'through the relationship too')
    t.strictSame(await found(db, model, 'dust'), [3], 'the rows there were are indexed')
    t.equal(await db.migrations.create({ name: 'nothing' }), undefined, 'the index is the model\'s now: no migration')
  })

  // Tried as a new user would: after up() and down(), PostgreSQL refused every write of a title
  // (`column fmr_r.heading does not exist`: the triggers named the new column), and SQLite's
  // table rebuilt back had no triggers, or an index of the new column names.
  eachDatabase(t, `${change}: down() makes the index as it was, and search answers for the writes after it`, async (t, { dialect, url }) => {
    const project = migrationProject(t, dialect, url)
    const seeded = new DB(project.url, { models: [Writer, Pages1], migrationsPath: project.migrationsPath })
    await seeded.createAll()
    await rowsOf(seeded, "insert into writer (id, surname) values (1, 'Lee'), (2, 'Okafor')")
    await rowsOf(seeded, "insert into title (id, name, writer_id) values (1, 'Quiet Harbour', 1), (2, 'Harbour Lights', 2), (3, 'Dust', 2)")
    const before = await indexObjects(seeded)
    await seeded.close()
    const db = new DB(project.url, { models: [Writer, model], migrationsPath: project.migrationsPath })
    t.teardown(() => db.close())
    await db.createAll()
    const created = await db.migrations.create({ name: 'change' })
    if (created === undefined) throw new Error('no migration written')
    t.strictSame(await db.migrations.up(), [created.name])
    t.strictSame(await db.migrations.down(), [created.name])
    t.strictSame(await indexObjects(db), before, 'the index table, its functions and triggers are those before up()')
    await rowsOf(db, "insert into title (id, name, writer_id) values (4, 'Solaris', 1)")
    await rowsOf(db, "update title set name = 'Neuromancer' where id = 1")
    await rowsOf(db, 'delete from title where id = 2')
    await rowsOf(db, "update writer set surname = 'Mensah' where id = 2")
    t.strictSame(await found(db, Pages1, 'solaris'), [4], 'a new record is found')
    t.strictSame(await found(db, Pages1, 'neuromancer'), [1], 'a changed one by its new text')
    t.strictSame(await found(db, Pages1, 'harbour'), [], 'not by its old one, nor a deleted one')
    t.strictSame(await found(db, Pages1, 'mensah'), [3], 'through the relationship too')
    t.strictSame(await found(db, Pages1, 'dust'), [3], 'the rows there were are indexed')
    t.strictSame(await rowsOf(db, 'select id, name, writer_id from title order by id'), [[1, 'Neuromancer', 1], [3, 'Dust', 2], [4, 'Solaris', 1]])
  })
}

/** What the database keeps of the titles' index: SQLite's statements; PostgreSQL's index table, functions and triggers. */
async function indexObjects (db: DB): Promise<unknown[][]> {
  if (db.dialect === 'sqlite') return await rowsOf(db, "select type, name, sql from sqlite_master where name like 'title\\_search%' escape '\\' order by type, name")
  return [
    ...await rowsOf(db, "select column_name, data_type from information_schema.columns where table_name = 'title_search' order by ordinal_position"),
    ...await rowsOf(db, "select indexname, indexdef from pg_indexes where tablename = 'title_search' order by indexname"),
    ...await rowsOf(db, "select proname, prosrc from pg_proc where proname like 'title\\_search%' order by proname"),
    ...await rowsOf(db, "select tgname, pg_get_triggerdef(oid) from pg_trigger where tgname like 'title\\_search%' order by tgname")
  ]
}

// Tried as a new user would: a searched type's Integer key made a BigInteger (keys the clients
// give) through a migration. On PostgreSQL the index kept its integer key column, and every write
// of a key past 2^31 was refused, a 400 saying a computed value was past its type. The index's
// key column is compared with the record's key too: one of another type is made again.
const SmallKeys = defineModel({ name: 'Doc', columns: { id, title: Column.String(80) }, search: ['title'] })
const BigKeys = defineModel({ name: 'Doc', columns: { id: Column.BigInteger({ primaryKey: true }), title: Column.String(80) }, search: ['title'] })
class Docs extends CollectionModelResource.of(BigKeys) {}
class OneDoc extends ModelResource.of(BigKeys) {}

eachDatabase(t, 'a key made a BigInteger by a migration: the index takes keys past 2^31', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const seeded = new DB(project.url, { models: [SmallKeys], migrationsPath: project.migrationsPath })
  await seeded.createAll()
  await rowsOf(seeded, "insert into doc (id, title) values (1, 'Quiet Harbour')")
  await seeded.close()
  const migrated = new DB(project.url, { models: [BigKeys], migrationsPath: project.migrationsPath, log: () => {} })
  await migrated.createAll()
  const created = await migrated.migrations.create({ name: 'big_keys' })
  if (created === undefined) throw new Error('no migration written')
  t.strictSame(await migrated.migrations.up(), [created.name])
  await migrated.close()
  const { app, db } = await openApp(t, project.url, { models: [BigKeys], resources: [Docs, OneDoc], db: { migrationsPath: project.migrationsPath } })
  const put = await app.inject({ method: 'PUT', url: '/docs/3000000000', payload: { title: 'Harbour Lights' } })
  t.strictSame({ status: put.statusCode, body: put.json() }, { status: 201, body: { id: 3000000000, title: 'Harbour Lights' } })
  const search = await app.inject('/docs?search=harbour')
  t.strictSame({ status: search.statusCode, body: search.json() }, { status: 200, body: { Doc: [{ id: 1, title: 'Quiet Harbour' }, { id: 3000000000, title: 'Harbour Lights' }] } }, 'both found')
  t.strictSame(await rowsOf(db, 'select cast(id as text) as id, title from doc order by id'), [['1', 'Quiet Harbour'], ['3000000000', 'Harbour Lights']])
})

// Found by a review of the comparison above: another type's index whose name begins with this
// one's (book_search_log_search, book_search) had its triggers taken for this index's, dropped
// at the next start; and PostgreSQL keeps names of 63 bytes, so a long one never matched and its
// index was made again at every start.
const Book = defineModel({ name: 'Book', columns: { id, title: Column.String(80) }, search: ['title'] })
const BookSearchLog = defineModel({ name: 'BookSearchLog', columns: { id, query: Column.String(80) }, search: ['query'] })
const Reviewer = defineModel({ name: 'Reviewer', tableName: 'editorial_reviewer_assignment_people', columns: { id, displayNameOfPerson: Column.String(50) } })
const Assignment = defineModel({
  name: 'Assignment',
  tableName: 'publication_editorial_review_assignment',
  columns: { id, name: Column.String(80), reviewerPersonId: Column.Integer({ foreignKey: 'editorial_reviewer_assignment_people.id' }) },
  relationships: { reviewerPerson: Relationship.single('Reviewer') },
  search: ['name', 'reviewerPerson.displayNameOfPerson']
})

for (const [name, models] of [['indexes whose names share a beginning', [BookSearchLog, Book]], ['names past 63 bytes', [Reviewer, Assignment]]] as const) {
  eachDatabase(t, `${name}: each index is its type's after every start, and indexes its writes`, async (t, { dialect, url }) => {
    const project = migrationProject(t, dialect, url)
    for (let start = 0; start < 2; start++) {
      const db = new DB(project.url, { models: [...models], migrationsPath: project.migrationsPath })
      await db.createAll()
      t.equal(await db.migrations.create({ name: 'nothing' }), undefined, `start ${start + 1}: no index differs from its type's`)
      await db.close()
    }
    const db = new DB(project.url, { models: [...models], migrationsPath: project.migrationsPath })
    t.teardown(() => db.close())
    await db.createAll()
    if (models[1] === Book) {
      await rowsOf(db, "insert into book_search_log (id, query) values (1, 'harbour lights')")
      await rowsOf(db, "insert into book (id, title) values (1, 'Quiet Harbour')")
      t.strictSame(await found(db, BookSearchLog, 'harbour'), [1], 'the log\'s index kept its triggers')
      t.strictSame(await found(db, Book, 'harbour'), [1])
    } else {
      await rowsOf(db, "insert into editorial_reviewer_assignment_people (id, display_name_of_person) values (1, 'Okafor')")
      await rowsOf(db, "insert into publication_editorial_review_assignment (id, name, reviewer_person_id) values (1, 'Quiet Harbour', 1)")
      t.strictSame(await found(db, Assignment, 'okafor'), [1])
    }
  })
}
