// Writes through single relationships (extensions §7): a writable single's record is created before
// its parent's POST (the parent's key set to it), changed by a PUT or PATCH naming the linked
// record's id, or replaced by a new one (or null) that the parent is relinked to, the record no
// longer linked deleted or kept; all in the parent's transaction, through the nested type's hooks;
// problems by dotted path; what a client may not reach through it. Models declared here.
import t, { type Test } from 'tap'
import Fastify from 'fastify'
import { Column, DB, defineModel, Relationship, type HookQuery, type ModelType } from '../../lib/index.ts'
import modelResources, { BatchResource, MetaResource, ModelResource, type CommitHook, type Data, type HookReturn, type Kwargs } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf, snapshot } from '../helpers/state.ts'

const Writer = defineModel({
  name: 'Writer',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    firstName: Column.String(20, { nullable: false }),
    lastName: Column.String(20, { nullable: false }),
    email: Column.String(50, { unique: true }),
    note: Column.String(50),
    ownerId: Column.Integer()
  },
  relationships: {
    awards: Relationship.list('Award', { writable: true })
  }
})

const Award = defineModel({
  name: 'Award',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    writerId: Column.Integer({ nullable: false, foreignKey: 'writer.id' }),
    name: Column.String(20, { nullable: false })
  }
})

/** Every novel has its writer: `writer: null` is refused, the one no longer linked is deleted. */
const Novel = defineModel({
  name: 'Novel',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(50, { nullable: false }),
    writerId: Column.Integer({ nullable: false, foreignKey: 'writer.id' })
  },
  relationships: { writer: Relationship.single('Writer', { writable: true }) }
})

/** An essay may have no writer: `writer: null` unlinks, and the one no longer linked is deleted. */
const Essay = defineModel({
  name: 'Essay',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(50, { nullable: false }),
    writerId: Column.Integer({ foreignKey: 'writer.id' })
  },
  relationships: { writer: Relationship.single('Writer', { writable: true }) }
})

/** A poem keeps the writer it no longer links. */
const Poem = defineModel({
  name: 'Poem',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(50, { nullable: false }),
    writerId: Column.Integer({ foreignKey: 'writer.id' })
  },
  relationships: { writer: Relationship.single(() => Writer, { writable: true, orphans: 'keep' }) }
})

const models = [Writer, Award, Novel, Essay, Poem]

/** The caller, by header: owner 1 unless `x-owner` says otherwise. */
function caller (resource: ModelResource): number {
  return Number(resource.request.headers['x-owner'] ?? 1)
}

/** A writer named `Refused` is refused before the commit, with everything written alongside. */
const refuseNamed: CommitHook<ModelResource> = (_resource, record) =>
  (record as unknown as { firstName: string }).firstName === 'Refused' ? [false, 'Refused by Writer', 422] : [true, null, 200]

/**
 * Writer's own rules, which nested writers go through: each caller owns the writers it creates and
 * changes only those; a new one is noted; a Keeper is never deleted.
 */
class WriterResource extends ModelResource.of(Writer) {
  static override beforeCommit = { post: refuseNamed, put: refuseNamed, patch: refuseNamed }
  // What its hooks answer, for the document (and so for its parents' writes, which a refusal ends).
  static override statuses = {
    post: { 403: 'Not your writer', 422: 'Refused by Writer' },
    put: { 422: 'Refused by Writer' },
    patch: { 422: 'Refused by Writer' }
  }

  override processPostInput (data: Data): HookReturn {
    if (data.ownerId !== undefined && data.ownerId !== caller(this)) return { status: false, message: 'Not your writer', statusCode: 403 }
    return { status: true, data: { note: 'created', ...data, ownerId: caller(this) } }
  }

  override processPutInput (query: HookQuery, data: Data, _kwargs: Kwargs): HookReturn {
    return { status: true, query: query.where('ownerId', caller(this)), data: { ...data, ownerId: caller(this) } }
  }

  override processPatchInput (query: HookQuery, data: Data, _kwargs: Kwargs): HookReturn {
    return { status: true, query: query.where('ownerId', caller(this)) }
  }

  override processDeleteInput (query: HookQuery, _kwargs: Kwargs): HookReturn {
    return { status: true, query: query.where('ownerId', caller(this)).where('firstName', 'ne', 'Keeper') }
  }
}

class NovelResource extends ModelResource.of(Novel, { bulk: true }) {}
class EssayResource extends ModelResource.of(Essay) {}
class PoemResource extends ModelResource.of(Poem) {}
class Batch extends BatchResource.of([NovelResource, WriterResource]) {}
class NovelMeta extends MetaResource { static override resourceClass = NovelResource }
class EssayMeta extends MetaResource { static override resourceClass = EssayResource }

const resources = [WriterResource, NovelResource, EssayResource, PoemResource, Batch, NovelMeta, EssayMeta]

type App = Awaited<ReturnType<typeof openApp>>['app']

async function openWriters (t: Test, url: string): Promise<Awaited<ReturnType<typeof openApp>>> {
  return await openApp(t, url, { models, resources })
}

/** The problem of a novel's key sent alone that links another writer than its own. */
const OWNED = "Set through writer: each Novel owns its Writer (deleted once no longer linked), so writerId alone may not link another"

/** A writer as stored: the defaults of this file's rows. */
function writer (id: number, firstName: string, lastName: string, more: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, firstName, lastName, email: null, note: 'created', ownerId: 1, ...more }
}

/** The same writer as an answer shows it (with its awards). */
function shown (row: Record<string, unknown>): Record<string, unknown> {
  return { ...row, awards: [] }
}

/** Novel 1 by writer 1 (Ann Lee), novel 2 by writer 2 (Bob Ray). */
async function seedNovels (app: App, t: Test): Promise<void> {
  for (const [title, firstName, lastName] of [['One', 'Ann', 'Lee'], ['Two', 'Bob', 'Ray']]) {
    t.equal((await call(app, 'POST', '/novels', { title, writer: { firstName, lastName } })).status, 201)
  }
}

eachDatabase(t, 'POST creates the record first, through its type\'s POST hook, then the parent with its key', async (t, { url }) => {
  const { app, db } = await openWriters(t, url)
  const res = await call(app, 'POST', '/novels', { title: 'One', writer: { firstName: 'Ann', lastName: 'Lee', email: 'ann@x' } })
  t.equal(res.status, 201)
  t.equal(res.headers.location, '/novels/1')
  const ann = writer(1, 'Ann', 'Lee', { email: 'ann@x' })
  t.strictSame(res.body, { id: 1, title: 'One', writerId: 1, writer: shown(ann) })
  // The answer is the parent as its GET shows it, and carries the same tag.
  const got = await call(app, 'GET', '/novels/1')
  t.strictSame(got.body, res.body)
  t.equal(res.headers.etag, got.headers.etag)
  t.strictSame(await rowsOf(db, Writer), [ann])
  t.strictSame(await rowsOf(db, Novel), [{ id: 1, title: 'One', writerId: 1 }])
  // The novel owns its writer: the key alone links no existing one (test/security/owned-single.test.ts).
  const linked = await call(app, 'POST', '/novels', { title: 'Two', writerId: 1 })
  t.strictSame([linked.status, linked.body], [400, { message: [{ writerId: OWNED }] }])
  // Neither is a missing column.
  const neither = await call(app, 'POST', '/novels', { title: 'Three' })
  t.strictSame([neither.status, neither.body], [400, { message: [{ missing_columns: ['writer_id'] }] }])
  // A nullable key: null, or the relationship left out, creates no record.
  const bare = await call(app, 'POST', '/essays', { title: 'Bare', writer: null })
  t.strictSame([bare.status, bare.body], [201, { id: 1, title: 'Bare', writerId: null, writer: null }])
  t.equal((await rowsOf(db, Writer)).length, 1)
})

eachDatabase(t, 'where ids are the client\'s, a POST with an id and a PUT that creates write the record first too', async (t, { url }) => {
  class ChosenEssays extends ModelResource.of(Essay, { clientIds: true }) {}
  const { app, db } = await openApp(t, url, { models, resources: [WriterResource, ChosenEssays] })
  const posted = await call(app, 'POST', '/essays', { id: 5, title: 'Five', writer: { firstName: 'Ann', lastName: 'Lee' } })
  t.strictSame([posted.status, posted.body], [201, { id: 5, title: 'Five', writerId: 1, writer: shown(writer(1, 'Ann', 'Lee')) }])
  const created = await call(app, 'PUT', '/essays/7', { title: 'Seven', writer: { firstName: 'Bob', lastName: 'Ray' } })
  t.strictSame([created.status, created.headers.location, created.body.writerId], [201, '/essays/7', 2])
  // A new record links nothing yet: an id names no record of it.
  const named = await call(app, 'PUT', '/essays/8', { title: 'Eight', writer: { id: 1, firstName: 'Ann', lastName: 'Lee' } })
  t.strictSame([named.status, named.body], [400, { message: "writer: Writer 1 is not one of this Essay's records" }])
  t.strictSame(await rowsOf(db, Essay), [{ id: 5, title: 'Five', writerId: 1 }, { id: 7, title: 'Seven', writerId: 2 }])
  t.strictSame((await rowsOf(db, Writer)).map(row => row.id), [1, 2])
})

eachDatabase(t, 'POST: an id inside, a key beside it, null where the key is required, a wrong shape: 400, nothing written', async (t, { url }) => {
  const { app, db } = await openWriters(t, url)
  await seedNovels(app, t)
  const before = await snapshot(db)
  const named = await call(app, 'POST', '/novels', { title: 'New', writer: { id: 1, firstName: 'Ann', lastName: 'Lee' } })
  t.strictSame([named.status, named.body], [400, { message: "writer: Writer 1 is not one of this Novel's records" }])
  const problem = await call(app, 'POST', '/novels', { title: 'New', writer: { id: 2 } }, { accept: 'application/problem+json' })
  t.equal(problem.status, 400)
  t.equal(problem.body.code, 'FMR_ERR_NOT_A_CHILD')
  const both = await call(app, 'POST', '/novels', { title: 'New', writerId: 1, writer: { firstName: 'Cy', lastName: 'Fox' } })
  t.strictSame([both.status, both.body], [400, { message: [{ writerId: 'Names another Writer than writer: leave it out, writer sets it' }] }])
  const snake = await call(app, 'POST', '/novels', { title: 'New', writer_id: null, writer: { firstName: 'Cy', lastName: 'Fox' } })
  t.strictSame([snake.status, snake.body], [400, { message: [{ writerId: 'Names another Writer than writer: leave it out, writer sets it' }] }])
  const none = await call(app, 'POST', '/novels', { title: 'New', writer: null })
  t.strictSame([none.status, none.body], [400, { message: [{ writer: 'Cannot be null: every Novel has its Writer (writerId)' }] }])
  for (const shape of [[{ firstName: 'A', lastName: 'B' }], 'Ann', 7, true]) {
    const res = await call(app, 'POST', '/novels', { title: 'New', writer: shape })
    t.strictSame([res.status, res.body], [400, { message: [{ writer: 'A JSON object (one Writer record) is expected' }] }], JSON.stringify(shape))
  }
  const essay = await call(app, 'POST', '/essays', { title: 'New', writer: [] })
  t.strictSame([essay.status, essay.body], [400, { message: [{ writer: 'A JSON object (one Writer record) or null is expected' }] }])
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, 'every problem of the parent and its record in one list, by dotted path without an index', async (t, { url }) => {
  const { app, db } = await openWriters(t, url)
  const body = { writer: { firstName: 'A name far too long for it', email: 5, bogus: 1 } }
  const res = await call(app, 'POST', '/novels', body)
  t.strictSame([res.status, res.body], [400, {
    message: [
      { 'writer.firstName': 'The data exceeds the maximum length 20' },
      { 'writer.email': 'The value 5 is not a valid string' },
      { 'writer.bogus': 'Unknown field' },
      { missing_columns: ['title', 'writer.last_name'] }
    ]
  }])
  const problem = await call(app, 'POST', '/novels', body, { accept: 'application/problem+json' })
  t.equal(problem.status, 400)
  t.equal(problem.headers['content-type'], 'application/problem+json')
  t.strictSame(problem.body, {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: 'The request body failed validation',
    code: 'FMR_ERR_VALIDATION',
    errors: [
      { field: 'writer.firstName', message: 'The data exceeds the maximum length 20' },
      { field: 'writer.email', message: 'The value 5 is not a valid string' },
      { field: 'writer.bogus', message: 'Unknown field' },
      { field: 'title', message: 'The field is required' },
      { field: 'writer.lastName', message: 'The field is required' }
    ]
  })
  const badId = await call(app, 'PUT', '/novels/1', { title: 'T', writer: { id: 'one', firstName: 'A', lastName: 'B' } })
  t.strictSame([badId.status, badId.body], [400, { message: [{ 'writer.id': 'The value one is not a valid integer' }] }])
  t.strictSame(await snapshot(db), { Writer: [], Award: [], Novel: [], Essay: [], Poem: [] })
})

eachDatabase(t, 'PUT and PATCH change the linked record by its id: a PUT whole, a PATCH the fields sent', async (t, { url }) => {
  const { app, db } = await openWriters(t, url)
  await seedNovels(app, t)
  const tag = (await call(app, 'GET', '/novels/1')).headers.etag
  const patched = await call(app, 'PATCH', '/novels/1', { writer: { id: 1, email: 'ann@x' } })
  t.equal(patched.status, 200)
  const ann = writer(1, 'Ann', 'Lee', { email: 'ann@x' })
  t.strictSame(patched.body, { id: 1, title: 'One', writerId: 1, writer: shown(ann) })
  // The parent's tag is of its related record too: changed, and the answer's is its GET's.
  const got = await call(app, 'GET', '/novels/1')
  t.not(got.headers.etag, tag)
  t.equal(patched.headers.etag, got.headers.etag)
  // A PUT replaces the record whole: the email and the note left out are null (Writer's PUT hook keeps the owner).
  const put = await call(app, 'PUT', '/novels/1', { title: 'One2', writer: { id: 1, firstName: 'Anne', lastName: 'Lee' } })
  t.equal(put.status, 200)
  const anne = writer(1, 'Anne', 'Lee', { note: null })
  t.strictSame(put.body, { id: 1, title: 'One2', writerId: 1, writer: shown(anne) })
  t.strictSame(await rowsOf(db, Writer), [anne, writer(2, 'Bob', 'Ray')])
  // What a GET answered can be PUT back (but the record's own writable list: one level deep): the
  // key beside the record names the same one.
  const { awards: _, ...record } = put.body.writer
  const again = await call(app, 'PUT', '/novels/1', { ...put.body, writer: record })
  t.strictSame([again.status, again.body], [200, put.body])
  // A PATCH without the relationship leaves the record alone.
  const renamed = await call(app, 'PATCH', '/novels/1', { title: 'One3' })
  t.strictSame([renamed.status, renamed.body.writer], [200, shown(anne)])
  t.strictSame(await rowsOf(db, Novel), [{ id: 1, title: 'One3', writerId: 1 }, { id: 2, title: 'Two', writerId: 2 }])
})

eachDatabase(t, 'a record without an id replaces the linked one: created, linked, the old one deleted', async (t, { url }) => {
  const { app, db } = await openWriters(t, url)
  await seedNovels(app, t)
  const res = await call(app, 'PATCH', '/novels/1', { writer: { firstName: 'Cy', lastName: 'Fox' } })
  t.equal(res.status, 200)
  const cy = writer(3, 'Cy', 'Fox')
  t.strictSame(res.body, { id: 1, title: 'One', writerId: 3, writer: shown(cy) })
  t.strictSame(await rowsOf(db, Writer), [writer(2, 'Bob', 'Ray'), cy])
  const put = await call(app, 'PUT', '/novels/1', { title: 'One', writer: { firstName: 'Di', lastName: 'Gray' } })
  t.equal(put.status, 200)
  t.strictSame(put.body.writer, shown(writer(4, 'Di', 'Gray')))
  t.strictSame((await rowsOf(db, Writer)).map(row => row.id), [2, 4])
  t.strictSame(await rowsOf(db, Novel), [{ id: 1, title: 'One', writerId: 4 }, { id: 2, title: 'Two', writerId: 2 }])
})

eachDatabase(t, 'null unlinks where the key may be null; orphans: \'keep\' leaves the record no longer linked', async (t, { url }) => {
  const { app, db } = await openWriters(t, url)
  t.equal((await call(app, 'POST', '/essays', { title: 'E', writer: { firstName: 'Ann', lastName: 'Lee' } })).status, 201)
  const unlinked = await call(app, 'PATCH', '/essays/1', { writer: null })
  t.strictSame([unlinked.status, unlinked.body], [200, { id: 1, title: 'E', writerId: null, writer: null }])
  t.strictSame(await rowsOf(db, Writer), [], 'the writer no longer linked is deleted')
  // Unlinked, a record has nothing to change; a new one links again.
  const relinked = await call(app, 'PUT', '/essays/1', { title: 'E', writer: { firstName: 'Bob', lastName: 'Ray' } })
  t.strictSame([relinked.status, relinked.body.writerId], [200, 2])

  t.equal((await call(app, 'POST', '/poems', { title: 'P', writer: { firstName: 'Cy', lastName: 'Fox' } })).status, 201)
  const replaced = await call(app, 'PATCH', '/poems/1', { writer: { firstName: 'Di', lastName: 'Gray' } })
  t.strictSame([replaced.status, replaced.body.writerId], [200, 4])
  const cleared = await call(app, 'PATCH', '/poems/1', { writer: null })
  t.strictSame([cleared.status, cleared.body], [200, { id: 1, title: 'P', writerId: null, writer: null }])
  t.strictSame((await rowsOf(db, Writer)).map(row => row.id), [2, 3, 4], 'the poem\'s writers stay')
  // A novel's key is required: null is refused, nothing changes.
  t.equal((await call(app, 'POST', '/novels', { title: 'N', writer: { firstName: 'Ed', lastName: 'Hu' } })).status, 201)
  const before = await snapshot(db)
  const refused = await call(app, 'PATCH', '/novels/1', { title: 'Changed', writer: null })
  t.strictSame([refused.status, refused.body], [400, { message: [{ writer: 'Cannot be null: every Novel has its Writer (writerId)' }] }])
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, 'a PUT without the relationship is a PUT of the parent\'s columns: no record written or deleted', async (t, { url }) => {
  const { app, db } = await openWriters(t, url)
  await seedNovels(app, t)
  t.equal((await call(app, 'POST', '/essays', { title: 'E', writer: { firstName: 'Cy', lastName: 'Fox' } })).status, 201)
  const before = await snapshot(db)
  const novel = await call(app, 'PUT', '/novels/1', { title: 'One' })
  t.strictSame([novel.status, novel.body], [400, { message: [{ missing_columns: ['writer_id'] }] }])
  t.strictSame(await snapshot(db), before)
  // The essay's key is left out of a whole replacement: null, and its writer stays.
  const essay = await call(app, 'PUT', '/essays/1', { title: 'E2' })
  t.strictSame([essay.status, essay.body], [200, { id: 1, title: 'E2', writerId: null, writer: null }])
  t.strictSame(await rowsOf(db, Writer), before.Writer)
  // The key alone may only repeat the stored one: the novel owns its writer.
  const moved = await call(app, 'PATCH', '/novels/1', { writerId: 2 })
  t.strictSame([moved.status, moved.body], [400, { message: [{ writerId: OWNED }] }])
  const same = await call(app, 'PATCH', '/novels/1', { writerId: 1 })
  t.strictSame([same.status, same.body.writer.id], [200, 1])
  t.strictSame(await rowsOf(db, Writer), before.Writer)
})

eachDatabase(t, 'an id that is not the linked record is a 400: nothing relinks to an existing record by id', async (t, { url }) => {
  const { app, db } = await openWriters(t, url)
  await seedNovels(app, t)
  t.equal((await call(app, 'POST', '/essays', { title: 'E', writer: null })).status, 201)
  const before = await snapshot(db)
  const other = await call(app, 'PATCH', '/novels/1', { title: 'Mine', writer: { id: 2, firstName: 'Bobby' } })
  t.strictSame([other.status, other.body], [400, { message: "writer: Writer 2 is not one of this Novel's records" }])
  const unknown = await call(app, 'PUT', '/novels/1', { title: 'Mine', writer: { id: 99, firstName: 'X', lastName: 'Y' } })
  t.strictSame([unknown.status, unknown.body], [400, { message: "writer: Writer 99 is not one of this Novel's records" }])
  const unlinked = await call(app, 'PATCH', '/essays/1', { writer: { id: 1 } })
  t.strictSame([unlinked.status, unlinked.body], [400, { message: "writer: Writer 1 is not one of this Essay's records" }])
  // The key beside the record must name it too.
  const mixed = await call(app, 'PATCH', '/novels/1', { writerId: 2, writer: { id: 1 } })
  t.strictSame([mixed.status, mixed.body], [400, { message: [{ writerId: 'Names another Writer than writer: leave it out, writer sets it' }] }])
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, 'all or nothing: a record still referenced, a constraint, a hook\'s refusal roll back everything', async (t, { url }) => {
  const { app, db } = await openWriters(t, url)
  await seedNovels(app, t)
  // Novel 3 shares writer 1: a client cannot link it so, the database can.
  const em = db.fork()
  em.create(Novel, { title: 'Three', writerId: 1 } as never)
  await em.flush()
  t.equal((await call(app, 'PATCH', '/novels/2', { writer: { id: 2, email: 'bob@x' } })).status, 200)
  const before = await snapshot(db)
  // Writer 1 is novel 3's too: deleting it is the DELETE's 409, and the new writer is not kept.
  const shared = await call(app, 'PATCH', '/novels/1', { title: 'Changed', writer: { firstName: 'Cy', lastName: 'Fox' } })
  t.strictSame([shared.status, shared.body], [409, { message: 'Writer with id 1 is still referenced by Novel' }])
  t.strictSame(await snapshot(db), before)
  const clash = await call(app, 'POST', '/novels', { title: 'New', writer: { firstName: 'Cy', lastName: 'Fox', email: 'bob@x' } })
  t.strictSame([clash.status, clash.body], [409, { message: 'A Writer with this email already exists' }])
  const changed = await call(app, 'PUT', '/novels/1', { title: 'Changed', writer: { id: 1, firstName: 'Ann', lastName: 'Lee', email: 'bob@x' } })
  t.strictSame([changed.status, changed.body], [409, { message: 'A Writer with this email already exists' }])
  const refused = await call(app, 'POST', '/novels', { title: 'New', writer: { firstName: 'Refused', lastName: 'Fox' } })
  t.strictSame([refused.status, refused.body], [422, { message: 'Refused by Writer' }])
  const renamed = await call(app, 'PATCH', '/novels/2', { title: 'Changed', writer: { id: 2, firstName: 'Refused' } })
  t.strictSame([renamed.status, renamed.body], [422, { message: 'Refused by Writer' }])
  t.strictSame(await snapshot(db), before)
  // Writer's delete hook hides keepers: a write that would delete one is refused whole.
  t.equal((await call(app, 'PATCH', '/novels/2', { writer: { id: 2, firstName: 'Keeper' } })).status, 200)
  const kept = await snapshot(db)
  const dropped = await call(app, 'PATCH', '/novels/2', { title: 'Gone', writer: { firstName: 'Cy', lastName: 'Fox' } })
  t.strictSame([dropped.status, dropped.body], [409, { message: 'Writer 2 of this Novel may not be deleted by this request: leave it in writer' }])
  t.strictSame(await snapshot(db), kept)
})

eachDatabase(t, 'owner rules: another caller\'s record can be neither created, changed nor deleted through the relationship', async (t, { url }) => {
  const { app, db } = await openWriters(t, url)
  await seedNovels(app, t)
  const two = { 'x-owner': '2' }
  const before = await snapshot(db)
  const claimed = await call(app, 'POST', '/novels', { title: 'New', writer: { firstName: 'Cy', lastName: 'Fox', ownerId: 1 } }, two)
  t.strictSame([claimed.status, claimed.body], [403, { message: 'writer: Not your writer' }])
  // Novel 1's writer is owner 1's: for owner 2 it is hidden, as it is from Writer's own PATCH.
  const changed = await call(app, 'PATCH', '/novels/1', { writer: { id: 1, lastName: 'Taken' } }, two)
  t.strictSame([changed.status, changed.body], [400, { message: "writer: Writer 1 is not one of this Novel's records" }])
  t.strictSame((await call(app, 'PATCH', '/writers/1', { lastName: 'Taken' }, two)).status, 404)
  // Replacing it would delete it: owner 2's delete hook hides it, and the write is refused whole.
  const replaced = await call(app, 'PATCH', '/novels/1', { writer: { firstName: 'Cy', lastName: 'Fox' } }, two)
  t.strictSame([replaced.status, replaced.body], [409, { message: 'Writer 1 of this Novel may not be deleted by this request: leave it in writer' }])
  t.strictSame(await snapshot(db), before)
  // A record of owner 2's own, created through the relationship, is theirs.
  const own = await call(app, 'POST', '/novels', { title: 'Theirs', writer: { firstName: 'Cy', lastName: 'Fox' } }, two)
  t.strictSame([own.status, own.body.writer.ownerId], [201, 2])
})

eachDatabase(t, 'one level deep; a bulk create refuses the record, a batch writes it', async (t, { url }) => {
  const { app, db } = await openWriters(t, url)
  const deep = await call(app, 'POST', '/novels', { title: 'Deep', writer: { firstName: 'A', lastName: 'B', awards: [{ name: 'Prize' }] } })
  t.strictSame([deep.status, deep.body], [400, { message: [{ 'writer.awards': 'Nested writes go one level deep: write awards through its own resource' }] }])
  const bulk = await call(app, 'POST', '/novels', [{ title: 'A', writerId: 1 }, { title: 'B', writer: { firstName: 'A', lastName: 'B' } }])
  t.strictSame([bulk.status, bulk.body], [400, { message: [{ '1.writer': 'Nested records are not written in a bulk create: POST this Novel alone' }] }])
  t.strictSame(await snapshot(db), { Writer: [], Award: [], Novel: [], Essay: [], Poem: [] })
  const batch = await call(app, 'POST', '/batch', {
    operations: [
      { method: 'POST', path: '/novels', body: { title: 'One', writer: { firstName: 'Ann', lastName: 'Lee' } } },
      { method: 'PATCH', path: '/novels/{0/id}', body: { writer: { id: { $ref: '0/writerId' }, email: 'ann@x' } } }
    ]
  })
  t.equal(batch.status, 200)
  const ann = writer(1, 'Ann', 'Lee', { email: 'ann@x' })
  t.strictSame(batch.body.results.map((result: { status: number }) => result.status), [201, 200])
  t.strictSame(batch.body.results[1].body, { id: 1, title: 'One', writerId: 1, writer: shown(ann) })
  // A failing operation rolls back the records written through the relationship before it.
  const failed = await call(app, 'POST', '/batch', {
    operations: [
      { method: 'POST', path: '/novels', body: { title: 'Two', writer: { firstName: 'Bob', lastName: 'Ray' } } },
      { method: 'PATCH', path: '/novels/1', body: { writer: { id: 2 } } }
    ]
  })
  t.strictSame([failed.status, failed.body], [400, { message: "writer: Writer 2 is not one of this Novel's records", operation: 1 }])
  t.strictSame(await rowsOf(db, Writer), [ann])
  t.strictSame(await rowsOf(db, Novel), [{ id: 1, title: 'One', writerId: 1 }])
})

eachDatabase(t, 'nothing a client sends through the relationship is a 500, and a refused write writes nothing', async (t, { url }) => {
  const { app, db } = await openWriters(t, url)
  await seedNovels(app, t)
  const before = await snapshot(db)
  const hostile: unknown[] = [
    { id: {} }, { id: [1] }, { id: 1e300 }, { id: -1 }, { id: '1; drop table writer' }, { id: true }, { id: 1, id_: 2 },
    { firstName: {}, lastName: [] }, { firstName: 'A'.repeat(10000), lastName: 'B' }, { constructor: 1, firstName: 'A', lastName: 'B' },
    { awards: 'x', firstName: 'A', lastName: 'B' }, { ownerId: 'x', firstName: 'A', lastName: 'B' }, {}
  ]
  for (const [method, path] of [['POST', '/novels'], ['PUT', '/novels/1'], ['PATCH', '/novels/1']] as const) {
    for (const sent of hostile) {
      const res = await call(app, method, path, { title: 'T', writer: sent })
      t.ok(res.status === 400 || res.status === 403, `${method} ${JSON.stringify(sent).slice(0, 60)}: ${res.status}`)
    }
    const proto = await call(app, method, path, '{"title":"T","writer":{"__proto__":{"id":1},"firstName":"A","lastName":"B"}}', { 'content-type': 'application/json' })
    t.equal(proto.status, 400, `${method} __proto__`)
  }
  for (const key of [{}, [2], '2x', 1e300, true]) {
    const res = await call(app, 'PATCH', '/novels/1', { writerId: key, writer: { id: 1 } })
    t.equal(res.status, 400, `writerId ${JSON.stringify(key)}`)
  }
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, 'the meta description and the OpenAPI document show a writable single as input', async (t, { url }) => {
  const { app } = await openWriters(t, url)
  const meta = (await call(app, 'GET', '/meta/novels/single')).body
  const input = meta.methods.post.input.writer
  t.strictSame(Object.keys(input), ['readOnly', 'relationship', 'writable', 'orphans'])
  t.match(input, { readOnly: false, relationship: { type: 'single', entity: 'Writer' }, writable: true, orphans: 'delete' })
  t.strictSame(Object.keys(input.relationship.fields), ['id', 'firstName', 'lastName', 'email', 'note', 'ownerId'])
  for (const method of ['put', 'patch']) t.strictSame(meta.methods[method].input.writer, input, method)
  t.equal((await call(app, 'GET', '/meta/essays/single')).body.methods.put.input.writer.orphans, 'delete')
  // The novel owns its writer: its key is set through the relationship.
  for (const method of ['post', 'put', 'patch']) t.equal(meta.methods[method].input.writerId.setThrough, 'writer', method)

  const db = new DB(url, { models })
  await db.createAll()
  const documented = Fastify()
  t.teardown(() => documented.close())
  await documented.register(modelResources, { db, resources: [WriterResource, NovelResource, EssayResource, PoemResource], openapi: {} })
  const doc = (await call(documented, 'GET', '/openapi.json')).body
  const schemas = doc.components.schemas
  const bodyOf = (path: string, method: string): Record<string, any> => {
    const schema = doc.paths[path][method].requestBody.content['application/json'].schema
    const ref: string = schema.$ref ?? schema.anyOf[0].$ref
    return schemas[ref.replace('#/components/schemas/', '')]
  }
  const post = bodyOf('/novels', 'post')
  t.strictSame(post.required, ['title'], 'the key is not required alone: the relationship may set it')
  t.strictSame(post.allOf, [{ anyOf: [{ type: 'object', required: ['writerId'] }, { type: 'object', required: ['writer'] }] }], 'one of the two is')
  t.strictSame(post.properties.writer.required, ['firstName', 'lastName'])
  t.equal(post.properties.writer.additionalProperties, false, 'a field the Writer does not have is refused')
  t.equal(post.properties.writer.type, 'object')
  t.equal(post.properties.writer.description, 'A Writer created before this Novel, whose writerId is set to it')
  const put = bodyOf('/novels/{id}', 'put')
  t.equal(put.properties.writer.description, 'The linked Writer: with its id it is changed, without one a new Writer is created and linked; the Writer no longer linked is deleted')
  t.strictSame(put.properties.writer.required, ['firstName', 'lastName'], 'a PUT replaces the record whole, with its id or without')
  const essay = bodyOf('/essays/{id}', 'patch')
  t.strictSame(essay.properties.writer.anyOf[0].anyOf, [{ type: 'object', required: ['id'] }, { type: 'object', required: ['firstName', 'lastName'] }],
    'a PATCH changes the fields sent of the record it names by id; one without an id is created whole')
  t.strictSame(essay.properties.writer.anyOf[1], { type: 'null' })
  t.match(bodyOf('/poems/{id}', 'put').properties.writer.description, /null unlinks it; the Writer no longer linked is kept$/)
  // An owned single's key says so; a kept one's is any column.
  t.equal(post.properties.writerId.description, "Set through writer (each Novel owns its Writer): it is not sent without writer")
  t.equal(put.properties.writerId.description, "Set through writer (each Novel owns its Writer): sent without writer it may only repeat the stored value")
  t.equal(essay.properties.writerId.description, "Set through writer (each Essay owns its Writer): sent without writer it may only repeat the stored value (or be null)")
  t.equal(bodyOf('/essays', 'post').properties.writerId.description, "Set through writer (each Essay owns its Writer): sent without writer it may only be null")
  t.equal(bodyOf('/poems/{id}', 'put').properties.writerId.description, undefined)
})

t.test('binding refuses the writing options that do not fit a single', async t => {
  const Owner = defineModel({ name: 'Owner', columns: { id: Column.Integer({ primaryKey: true }) } })
  const single = (options: Record<string, unknown>): ModelType => defineModel({
    name: 'Pet',
    columns: { id: Column.Integer({ primaryKey: true }), ownerId: Column.Integer({ foreignKey: 'owner.id' }) },
    // Plain JavaScript gets past the types.
    relationships: { owner: { ...Relationship.single('Owner'), ...options } }
  })
  t.throws(() => new DB('sqlite:///:memory:', { models: [single({ orphans: 'keep' }), Owner] }), {
    code: 'FMR_ERR_RELATIONSHIP', message: 'The relationship Pet.owner cannot be resolved: orphans applies to writable relationships only'
  })
  t.throws(() => new DB('sqlite:///:memory:', { models: [single({ writable: true, readOnly: true }), Owner] }), {
    code: 'FMR_ERR_RELATIONSHIP', message: 'The relationship Pet.owner cannot be resolved: a writable relationship is not read-only'
  })
  t.throws(() => new DB('sqlite:///:memory:', { models: [single({ writable: true, orphans: 'drop' }), Owner] }), {
    code: 'FMR_ERR_RELATIONSHIP', message: "The relationship Pet.owner cannot be resolved: orphans drop is not 'delete' or 'keep'"
  })
  const Shared = defineModel({
    name: 'Shared',
    columns: { id: Column.Integer({ primaryKey: true, foreignKey: 'owner.id' }) },
    relationships: { owner: Relationship.single('Owner', { writable: true }) }
  })
  t.throws(() => new DB('sqlite:///:memory:', { models: [Shared, Owner] }), {
    code: 'FMR_ERR_RELATIONSHIP', message: 'The relationship Shared.owner cannot be resolved: a writable single relinks its record: id must not be the primary key'
  })
  // Kept with a key that is not nullable: a single's record is left alone, nothing is unlinked.
  const Kept = defineModel({
    name: 'Kept',
    columns: { id: Column.Integer({ primaryKey: true }), ownerId: Column.Integer({ nullable: false, foreignKey: 'owner.id' }) },
    relationships: { owner: Relationship.single('Owner', { writable: true, orphans: 'keep' }) }
  })
  t.doesNotThrow(() => new DB('sqlite:///:memory:', { models: [Kept, Owner] }))
})
