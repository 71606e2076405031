// Writes through relationships (extensions §7): a writable list's records are created with their
// parent's POST, and a PUT or PATCH sending the list makes it the whole set (changes by id,
// creates, deletes or unlinks the rest), in the parent's transaction, through the nested type's
// hooks; validation problems keyed by dotted path; the limits. On resources declared here, on the
// example models with plain resources, and on the example API's owner rules (Order.jobs).
import t, { type Test } from 'tap'
import { Column, DB, defineModel, Relationship, type HookQuery } from '../../lib/index.ts'
import { ModelResource, type CommitHook, type Data, type HookResult, type HookReturn, type Kwargs } from '../../plugin/index.ts'
import { Job, Order, User, models as exampleModels } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf, snapshot } from '../helpers/state.ts'

const Team = defineModel({
  name: 'Team',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(50, { nullable: false })
  },
  relationships: {
    members: Relationship.list('Member', { writable: true, limit: 3 })
  }
})

const Member = defineModel({
  name: 'Member',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    teamId: Column.Integer({ nullable: false, foreignKey: 'team.id' }),
    name: Column.String(10, { nullable: false }),
    email: Column.String(50, { unique: true }),
    note: Column.String(50)
  },
  relationships: {
    tags: Relationship.list('Tag', { writable: true })
  }
})

const Tag = defineModel({
  name: 'Tag',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    memberId: Column.Integer({ nullable: false, foreignKey: 'member.id' }),
    label: Column.String(20, { nullable: false })
  }
})

const Club = defineModel({
  name: 'Club',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(50, { nullable: false })
  },
  relationships: {
    fans: Relationship.list('Fan', { writable: true, orphans: 'keep' })
  }
})

const Fan = defineModel({
  name: 'Fan',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    clubId: Column.Integer({ nullable: true, foreignKey: 'club.id' }),
    name: Column.String(20, { nullable: false })
  }
})

const models = [Team, Member, Tag, Club, Fan]

/** A member named `refused` is refused before the commit (with everything written alongside). */
const refuseNamed: CommitHook<ModelResource> = (_resource, record) =>
  (record as unknown as { name: string }).name === 'refused' ? [false, 'Refused by Member', 422] : [true, null, 200]

class TeamResource extends ModelResource.of(Team, { bulk: true }) {}
class ClubResource extends ModelResource.of(Club) {}

/** Member's own hooks, which nested members go through: a note on creation, keepers never deleted. */
class MemberResource extends ModelResource.of(Member) {
  static override beforeCommit = { post: refuseNamed, put: refuseNamed, patch: refuseNamed }
  static override statuses = { post: { 422: 'Refused by Member' }, put: { 422: 'Refused by Member' }, patch: { 422: 'Refused by Member' } }

  override processPostInput (data: Data): HookReturn {
    return { status: true, data: { note: 'created', ...data } }
  }

  override processDeleteInput (query: HookQuery, _kwargs: Kwargs): HookReturn {
    // Keepers are hidden from deletes: a write that would delete one is refused.
    return { status: true, query: query.where('name', 'ne', 'keeper') }
  }
}

const resources = [TeamResource, MemberResource, ClubResource]

async function openTeams (t: Test, url: string): Promise<Awaited<ReturnType<typeof openApp>>> {
  return await openApp(t, url, { models, resources })
}

/** Team 1 (Red) with members 1 (Ann) and 2 (Bob); team 2 (Blue) with member 3 (Cy). */
async function seedTeams (app: Awaited<ReturnType<typeof openApp>>['app'], t: Test): Promise<void> {
  const red = await call(app, 'POST', '/teams', { name: 'Red', members: [{ name: 'Ann', email: 'ann@x' }, { name: 'Bob' }] })
  t.equal(red.status, 201)
  const blue = await call(app, 'POST', '/teams', { name: 'Blue', members: [{ name: 'Cy', email: 'cy@x' }] })
  t.equal(blue.status, 201)
}

eachDatabase(t, 'POST creates the nested records with their parent, through their type\'s hooks', async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  const res = await call(app, 'POST', '/teams', { name: 'Red', members: [{ name: 'Ann', email: 'ann@x' }, { name: 'Bob', note: 'sent' }] })
  t.equal(res.status, 201)
  t.equal(res.headers.location, '/teams/1')
  t.strictSame(res.body, {
    id: 1,
    name: 'Red',
    members: [
      { id: 1, teamId: 1, name: 'Ann', email: 'ann@x', note: 'created', tags: [] },
      { id: 2, teamId: 1, name: 'Bob', email: null, note: 'sent', tags: [] }
    ]
  })
  // The answer is the parent as its GET shows it.
  t.strictSame((await call(app, 'GET', '/teams/1')).body, res.body)
  t.strictSame(await rowsOf(db, Member), [
    { id: 1, teamId: 1, name: 'Ann', email: 'ann@x', note: 'created' },
    { id: 2, teamId: 1, name: 'Bob', email: null, note: 'sent' }
  ])
  // Without the relationship, or with an empty list, only the parent is written.
  const bare = await call(app, 'POST', '/teams', { name: 'Blue' })
  t.equal(bare.status, 201)
  t.strictSame(bare.body, { id: 2, name: 'Blue', members: [] })
  const empty = await call(app, 'POST', '/teams', { name: 'Green', members: [] })
  t.strictSame([empty.status, empty.body], [201, { id: 3, name: 'Green', members: [] }])
  t.equal((await rowsOf(db, Member)).length, 2)
})

eachDatabase(t, 'PUT makes the list the whole set: changes by id (whole), creates, deletes the rest', async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  await seedTeams(app, t)
  const res = await call(app, 'PUT', '/teams/1', { name: 'Red2', members: [{ id: 1, name: 'Ann2' }, { name: 'Dee' }] })
  t.equal(res.status, 200)
  // Ann's email and note were left out of a whole replacement: null; Dee went through POST's hook.
  t.strictSame(res.body, {
    id: 1,
    name: 'Red2',
    members: [
      { id: 1, teamId: 1, name: 'Ann2', email: null, note: null, tags: [] },
      { id: 4, teamId: 1, name: 'Dee', email: null, note: 'created', tags: [] }
    ]
  })
  t.strictSame(await rowsOf(db, Member), [
    { id: 1, teamId: 1, name: 'Ann2', email: null, note: null },
    { id: 3, teamId: 2, name: 'Cy', email: 'cy@x', note: 'created' },
    { id: 4, teamId: 1, name: 'Dee', email: null, note: 'created' }
  ])
  // The foreign key may be sent when it names this parent.
  const same = await call(app, 'PUT', '/teams/1', { name: 'Red2', members: [{ id: 1, teamId: 1, name: 'Ann3' }] })
  t.equal(same.status, 200)
  t.strictSame(same.body.members.map((member: { id: number, name: string }) => [member.id, member.name]), [[1, 'Ann3']])
  // An empty list deletes every child.
  const none = await call(app, 'PUT', '/teams/1', { name: 'Red2', members: [] })
  t.strictSame([none.status, none.body], [200, { id: 1, name: 'Red2', members: [] }])
  t.strictSame((await rowsOf(db, Member)).map(row => row.id), [3])
})

eachDatabase(t, 'PATCH: without the list the children stay; with it, the fields sent change', async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  await seedTeams(app, t)
  const renamed = await call(app, 'PATCH', '/teams/1', { name: 'Red2' })
  t.equal(renamed.status, 200)
  t.equal(renamed.body.members.length, 2)
  const res = await call(app, 'PATCH', '/teams/1', { members: [{ id: 1, email: 'new@x' }, { name: 'Eve' }] })
  t.equal(res.status, 200)
  t.strictSame(res.body, {
    id: 1,
    name: 'Red2',
    members: [
      { id: 1, teamId: 1, name: 'Ann', email: 'new@x', note: 'created', tags: [] },
      { id: 4, teamId: 1, name: 'Eve', email: null, note: 'created', tags: [] }
    ]
  })
  t.strictSame((await rowsOf(db, Member)).map(row => [row.id, row.teamId, row.name]), [[1, 1, 'Ann'], [3, 2, 'Cy'], [4, 1, 'Eve']])
})

eachDatabase(t, 'an id that is no child of this parent, or any id in a POST, is a 400; nothing written', async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  await seedTeams(app, t)
  const before = await snapshot(db)
  const foreign = await call(app, 'PATCH', '/teams/1', { name: 'Mine', members: [{ id: 1, name: 'Ann2' }, { id: 3, name: 'Cy2' }] })
  t.strictSame([foreign.status, foreign.body], [400, { message: "members.1: Member 3 is not one of this Team's records" }])
  const unknown = await call(app, 'PUT', '/teams/1', { name: 'Mine', members: [{ id: 99, name: 'X' }] })
  t.strictSame([unknown.status, unknown.body], [400, { message: "members.0: Member 99 is not one of this Team's records" }])
  const posted = await call(app, 'POST', '/teams', { name: 'New', members: [{ name: 'A' }, { id: 1, name: 'Ann' }] })
  t.strictSame([posted.status, posted.body], [400, { message: "members.1: Member 1 is not one of this Team's records" }])
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, 'a foreign key naming another parent is a 400', async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  await seedTeams(app, t)
  const before = await snapshot(db)
  const put = await call(app, 'PUT', '/teams/1', { name: 'Red', members: [{ id: 1, name: 'Ann', teamId: 2 }] })
  t.strictSame([put.status, put.body], [400, { message: [{ 'members.0.teamId': "Names another Team: leave it out, it is set to this Team's id" }] }])
  const post = await call(app, 'POST', '/teams', { name: 'New', members: [{ name: 'A', team_id: 1 }] })
  t.strictSame([post.status, post.body], [400, { message: [{ 'members.0.teamId': "Names another Team: leave it out, it is set to this Team's id" }] }])
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, 'every problem of the parent and its records in one list, by dotted path', async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  const res = await call(app, 'POST', '/teams', {
    members: [{ name: 'A name far too long', bogus: 1 }, { email: 'e@x' }, 7, { id: 'x', name: 'B' }]
  })
  t.equal(res.status, 413) // four records, limit 3: refused before anything else
  const problems = await call(app, 'POST', '/teams', { members: [{ name: 'A name far too long', bogus: 1 }, { email: 'e@x' }, 7] })
  t.equal(problems.status, 400)
  t.strictSame(problems.body, {
    message: [
      { 'members.0.name': 'The data exceeds the maximum length 10' },
      { 'members.0.bogus': 'Unknown field' },
      { 'members.2': 'The record must be a JSON object' },
      { missing_columns: ['name', 'members.1.name'] }
    ]
  })
  const list = await call(app, 'POST', '/teams', { name: 'A', members: { name: 'B' } })
  t.strictSame([list.status, list.body], [400, { message: [{ members: 'A list of Member records is expected' }] }])
  const badId = await call(app, 'PUT', '/teams/1', { name: 'A', members: [{ id: 'one', name: 'B' }] })
  t.equal(badId.status, 400)
  t.strictSame(Object.keys(badId.body.message[0]), ['members.0.id'])
  const twice = await call(app, 'PUT', '/teams/1', { name: 'A', members: [{ id: 1, name: 'B' }, { id: 1, name: 'C' }] })
  t.strictSame([twice.status, twice.body], [409, { message: 'members.0 and members.1 have the same id' }])
  t.strictSame((await snapshot(db)).Team, [])
})

eachDatabase(t, 'limits: at most the relationship\'s limit of records, one level deep', async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  const big = await call(app, 'POST', '/teams', { name: 'Big', members: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }] })
  t.strictSame([big.status, big.body], [413, { message: 'The list members holds 4 records, more than 3 (its limit): send fewer at a time' }])
  const deep = await call(app, 'POST', '/teams', { name: 'Deep', members: [{ name: 'A', tags: [{ label: 'x' }] }] })
  t.strictSame([deep.status, deep.body], [400, { message: [{ 'members.0.tags': 'Nested writes go one level deep: write tags through its own resource' }] }])
  // Three are fine.
  const three = await call(app, 'POST', '/teams', { name: 'Three', members: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] })
  t.equal(three.status, 201)
  t.equal(three.body.members.length, 3)
  t.strictSame((await snapshot(db)).Tag, [])
  // A bulk create writes no nested records: it refuses them rather than drop them.
  const before = await snapshot(db)
  const bulk = await call(app, 'POST', '/teams', [{ name: 'A' }, { name: 'B', members: [{ name: 'M' }] }])
  t.strictSame([bulk.status, bulk.body], [400, { message: [{ '1.members': 'Nested records are not written in a bulk create: POST this Team alone' }] }])
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, 'all or nothing: a constraint, a nested hook, a delete hook refusing rolls back the parent too', async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  await seedTeams(app, t)
  const before = await snapshot(db)
  // The second record's email is Cy's (team 2): the first record's change and the parent's roll back.
  const clash = await call(app, 'PUT', '/teams/1', { name: 'Changed', members: [{ id: 1, name: 'Changed' }, { name: 'Dup', email: 'cy@x' }] })
  t.strictSame([clash.status, clash.body], [409, { message: 'A Member with this email already exists' }])
  t.strictSame(await snapshot(db), before)
  const created = await call(app, 'POST', '/teams', { name: 'New', members: [{ name: 'ok' }, { name: 'Dup', email: 'ann@x' }] })
  t.strictSame([created.status, created.body], [409, { message: 'A Member with this email already exists' }])
  t.strictSame(await snapshot(db), before)
  // Member's beforeCommit refuses the second record: nothing of the write stays.
  const refused = await call(app, 'POST', '/teams', { name: 'New', members: [{ name: 'ok' }, { name: 'refused' }] })
  t.strictSame([refused.status, refused.body], [422, { message: 'Refused by Member' }])
  t.strictSame(await snapshot(db), before)
  // Member's delete hook hides keepers: a list that leaves one out is refused whole.
  t.equal((await call(app, 'PATCH', '/teams/2', { members: [{ id: 3, name: 'keeper' }] })).status, 200)
  const kept = await snapshot(db)
  const dropped = await call(app, 'PATCH', '/teams/2', { name: 'Gone', members: [{ name: 'New' }] })
  t.strictSame([dropped.status, dropped.body], [409, { message: 'Member 3 of this Team may not be deleted by this request: leave it in members' }])
  t.strictSame(await snapshot(db), kept)
})

eachDatabase(t, 'two records of one list with the same id, or one unique value: a 409 naming both paths, nothing written', async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  await seedTeams(app, t)
  const before = await snapshot(db)
  // Before: a PATCH merged the two changes of member 1 into one; a POST's first id was the answer.
  for (const method of ['PUT', 'PATCH'] as const) {
    const twice = await call(app, method, '/teams/1', { name: 'Red', members: [{ id: 1, name: 'first' }, { name: 'new' }, { id: '1', name: 'second' }] })
    t.strictSame([twice.status, twice.body], [409, { message: 'members.0 and members.2 have the same id' }], method)
  }
  const posted = await call(app, 'POST', '/teams', { name: 'New', members: [{ id: 1, name: 'A' }, { id: 1, name: 'B' }] })
  t.strictSame([posted.status, posted.body], [409, { message: 'members.0 and members.1 have the same id' }])
  // Two new records, or a change and a new one, giving one email.
  const created = await call(app, 'POST', '/teams', { name: 'New', members: [{ name: 'A', email: 'same@x' }, { name: 'B', email: 'same@x' }] })
  t.strictSame([created.status, created.body], [409, { message: 'members.0 and members.1 have the same email' }])
  const moved = await call(app, 'PATCH', '/teams/1', { members: [{ id: 2, email: 'bob@x' }, { name: 'C', email: 'bob@x' }] })
  t.strictSame([moved.status, moved.body], [409, { message: 'members.0 and members.1 have the same email' }])
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, 'a child left out that another record still references: the 409 of its DELETE, nothing written', async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  await seedTeams(app, t)
  await new Tag({ memberId: 1, label: 'lead' }).save()
  const before = await snapshot(db)
  const res = await call(app, 'PUT', '/teams/1', { name: 'Red2', members: [{ id: 2, name: 'Bob' }, { name: 'New' }] })
  t.strictSame([res.status, res.body], [409, { message: 'Member with id 1 is still referenced by Tag' }])
  // With no record left to explain it by (a 500 before).
  const emptied = await call(app, 'PATCH', '/teams/1', { members: [] })
  t.strictSame([emptied.status, emptied.body], [409, { message: 'Member with id 1 is still referenced by Tag' }])
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, "orphans: 'keep' unlinks the children a list leaves out", async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  const club = await call(app, 'POST', '/clubs', { name: 'C', fans: [{ name: 'F1' }, { name: 'F2' }] })
  t.strictSame([club.status, club.body], [201, { id: 1, name: 'C', fans: [{ id: 1, clubId: 1, name: 'F1' }, { id: 2, clubId: 1, name: 'F2' }] }])
  const res = await call(app, 'PATCH', '/clubs/1', { fans: [{ id: 2, name: 'F2b' }] })
  t.strictSame([res.status, res.body], [200, { id: 1, name: 'C', fans: [{ id: 2, clubId: 1, name: 'F2b' }] }])
  t.strictSame(await rowsOf(db, Fan), [{ id: 1, clubId: null, name: 'F1' }, { id: 2, clubId: 1, name: 'F2b' }])
  // An unlinked record is no child: naming it is a 400.
  const back = await call(app, 'PUT', '/clubs/1', { name: 'C', fans: [{ id: 1, name: 'F1' }] })
  t.strictSame([back.status, back.body], [400, { message: "fans.0: Fan 1 is not one of this Club's records" }])
})

t.test('the statuses the nested type\'s resource declares are its parent\'s writes\' in the OpenAPI document', async t => {
  const { app } = await openTeams(t, 'sqlite:///:memory:')
  const { paths } = (await call(app, 'GET', '/openapi.json')).body
  for (const [path, method] of [['/teams', 'post'], ['/teams/{id}', 'put'], ['/teams/{id}', 'patch']]) {
    t.match(paths[path][method].responses['422'], { description: /^Refused by Member \(a hook of a members record\)/ }, `${method}: Member's 422`)
  }
  t.equal(paths['/teams/{id}'].delete.responses['422'], undefined, 'a DELETE writes no nested record')
  t.equal(paths['/clubs'].post.responses['422'], undefined, 'Fan has no resource of its own: no hook answers for it')
})

t.test('writing options that do not fit are refused when the DB binds the models', async t => {
  const Parent = defineModel({
    name: 'Parent',
    columns: { id: Column.Integer({ primaryKey: true }) },
    relationships: { kids: Relationship.list('Kid', { writable: true, orphans: 'keep' }) }
  })
  const Kid = defineModel({
    name: 'Kid',
    columns: { id: Column.Integer({ primaryKey: true }), parentId: Column.Integer({ nullable: false, foreignKey: 'parent.id' }) },
    relationships: { parent: Relationship.single('Parent', { readOnly: true }) }
  })
  t.throws(() => new DB('sqlite:///:memory:', { models: [Parent, Kid] }), {
    code: 'FMR_ERR_RELATIONSHIP',
    message: "The relationship Parent.kids cannot be resolved: orphans 'keep' unlinks children: parent_id must be nullable"
  })
  // Plain JavaScript gets past the types: orphans without writable is refused at binding.
  const Loose = defineModel({
    name: 'Loose',
    columns: { id: Column.Integer({ primaryKey: true }) },
    relationships: { bits: { ...Relationship.list('Bit'), orphans: 'keep' } }
  })
  const Bit = defineModel({
    name: 'Bit',
    columns: { id: Column.Integer({ primaryKey: true }), looseId: Column.Integer({ foreignKey: 'loose.id' }) }
  })
  t.throws(() => new DB('sqlite:///:memory:', { models: [Loose, Bit] }), {
    code: 'FMR_ERR_RELATIONSHIP',
    message: 'The relationship Loose.bits cannot be resolved: orphans applies to writable relationships only'
  })
})

/** Team 1 with four members, one more than the list's limit (3): a GET shows members 1 to 3. */
async function seedFourMembers (app: Awaited<ReturnType<typeof openApp>>['app'], t: Test): Promise<void> {
  await seedTeams(app, t)
  t.equal((await call(app, 'POST', '/members', { teamId: 1, name: 'Dee' })).status, 201)
  t.equal((await call(app, 'POST', '/members', { teamId: 1, name: 'Eve' })).status, 201)
}

const CUT = 'This Team has 4 members, more than a read shows (the limit, 3): a list of them is not the whole set. ' +
  'Change some with {"members": {"add": [...], "remove": [{"id": ...}]}}'

eachDatabase(t, 'a list sent whole to a parent with more children than its limit is a 409 naming it and the count; nothing written', async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  await seedFourMembers(app, t)
  const shown = await call(app, 'GET', '/teams/1')
  t.strictSame(shown.body.members.map((member: Data) => member.id), [1, 2, 4], 'a read shows three of the four')
  const before = await snapshot(db)
  // Before: the GET's answer sent back deleted member 5, which no read had shown.
  // (Members' own writable tags are left out: nested writes go one level deep.)
  const sentBack = { ...shown.body, members: shown.body.members.map(({ tags: _, ...member }: Data) => member) }
  for (const method of ['PUT', 'PATCH'] as const) {
    const back = await call(app, method, '/teams/1', sentBack, { 'if-match': String(shown.headers.etag) })
    t.strictSame([back.status, back.body], [409, { message: CUT }], `${method} of the GET's answer`)
  }
  const emptied = await call(app, 'PATCH', '/teams/1', { members: [] })
  t.strictSame([emptied.status, emptied.body], [409, { message: CUT }])
  t.strictSame(await snapshot(db), before)
  // Without the list, the parent changes as before; a parent within the limit takes the whole set.
  t.equal((await call(app, 'PATCH', '/teams/1', { name: 'Red2' })).status, 200)
  t.strictSame((await call(app, 'PUT', '/teams/2', { name: 'Blue', members: [] })).body, { id: 2, name: 'Blue', members: [] })
})

eachDatabase(t, 'PATCH\'s change form {add, remove} changes some children, through their hooks, in one transaction', async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  await seedFourMembers(app, t)
  const res = await call(app, 'PATCH', '/teams/1', { members: { add: [{ name: 'Fay' }, { id: 1, email: 'ann2@x' }], remove: [{ id: 2 }, { id: '5' }] } })
  t.equal(res.status, 200)
  t.strictSame(res.body.members.map((member: Data) => [member.id, member.name, member.email, member.note]),
    [[1, 'Ann', 'ann2@x', 'created'], [4, 'Dee', null, 'created'], [6, 'Fay', null, 'created']], 'a change, a create through POST\'s hook; the others stay')
  t.strictSame((await rowsOf(db, Member)).map(row => [row.id, row.teamId]), [[1, 1], [3, 2], [4, 1], [6, 1]])
  // Only add, only remove; a unique value may move from a removed child to a new one.
  t.equal((await call(app, 'PATCH', '/teams/1', { members: { add: [{ name: 'Gus' }] } })).status, 200)
  const moved = await call(app, 'PATCH', '/teams/1', { members: { remove: [{ id: 1 }], add: [{ name: 'Hal', email: 'ann2@x' }] } })
  t.equal(moved.status, 200)
  t.strictSame((await rowsOf(db, Member)).map(row => [row.id, row.name, row.email]), [[3, 'Cy', 'cy@x'], [4, 'Dee', null], [6, 'Fay', null], [7, 'Gus', null], [8, 'Hal', 'ann2@x']])

  const before = await snapshot(db)
  // A removal that is no child of this parent: a 400 keyed by its path, nothing of the rest written.
  const foreign = await call(app, 'PATCH', '/teams/1', { name: 'X', members: { add: [{ name: 'Ivy' }], remove: [{ id: 4 }, { id: 3 }] } })
  t.strictSame([foreign.status, foreign.body], [400, { message: "members.remove.1: Member 3 is not one of this Team's records" }])
  const gone = await call(app, 'PATCH', '/teams/1', { members: { remove: [{ id: 99 }] } })
  t.strictSame([gone.status, gone.body], [400, { message: "members.remove.0: Member 99 is not one of this Team's records" }])
  // The delete hook hides keepers: removing one refuses the write; Member's beforeCommit refuses `refused`.
  t.equal((await call(app, 'PATCH', '/teams/1', { members: { add: [{ id: 4, name: 'keeper' }] } })).status, 200)
  const kept = await snapshot(db)
  const keeper = await call(app, 'PATCH', '/teams/1', { members: { remove: [{ id: 6 }, { id: 4 }] } })
  t.strictSame([keeper.status, keeper.body], [409, { message: 'Member 4 of this Team may not be deleted by this request: leave it in members' }])
  const vetoed = await call(app, 'PATCH', '/teams/1', { members: { remove: [{ id: 6 }], add: [{ name: 'refused' }] } })
  t.strictSame([vetoed.status, vetoed.body], [422, { message: 'Refused by Member' }])
  // One id added and removed, or removed twice: the 409 of repeated records.
  const both = await call(app, 'PATCH', '/teams/1', { members: { add: [{ id: 6, name: 'F' }], remove: [{ id: 6 }] } })
  t.strictSame([both.status, both.body], [409, { message: 'members.add.0 and members.remove.0 have the same id' }])
  const twice = await call(app, 'PATCH', '/teams/1', { members: { remove: [{ id: 6 }, { id: 6 }] } })
  t.strictSame([twice.status, twice.body], [409, { message: 'members.remove.0 and members.remove.1 have the same id' }])
  t.strictSame(await snapshot(db), kept)
  t.not(before, kept)
})

eachDatabase(t, 'the change form: PATCH only, its shape checked by path; orphans: \'keep\' unlinks what it removes', async (t, { url }) => {
  const { app, db } = await openTeams(t, url)
  await seedTeams(app, t)
  const before = await snapshot(db)
  const put = await call(app, 'PUT', '/teams/1', { name: 'Red', members: { add: [{ name: 'A' }] } })
  t.strictSame([put.status, put.body], [400, { message: [{ members: 'A list of Member records is expected' }] }])
  const posted = await call(app, 'POST', '/teams', { name: 'New', members: { add: [{ name: 'A' }] } })
  t.strictSame([posted.status, posted.body], [400, { message: [{ members: 'A list of Member records is expected' }] }])
  const shape = await call(app, 'PATCH', '/teams/1', { members: { add: { name: 'A' }, replace: [] } })
  t.strictSame([shape.status, shape.body], [400, { message: [{ 'members.add': 'A list of Member records is expected' }, { 'members.replace': 'Unknown field: send add, remove or both' }] }])
  const removals = await call(app, 'PATCH', '/teams/1', { members: { remove: [{ id: 'x' }, 5, { id: 1, name: 'Ann' }] } })
  t.strictSame([removals.status, removals.body], [400, {
    message: [
      { 'members.remove.0.id': 'The value x is not a valid integer' },
      { 'members.remove.1': 'A JSON object naming the Member to remove by its id is expected' },
      { 'members.remove.2.name': 'A record to remove is named by its id alone' }
    ]
  }])
  const unnamed = await call(app, 'PATCH', '/teams/1', { members: { remove: [{}] } })
  t.strictSame([unnamed.status, unnamed.body], [400, { message: [{ 'members.remove.0.id': 'The id of the Member to remove is required' }] }])
  const many = await call(app, 'PATCH', '/teams/1', { members: { add: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }] } })
  t.strictSame([many.status, many.body], [413, { message: 'The list members.add holds 4 records, more than 3 (its limit): send fewer at a time' }])
  t.strictSame(await snapshot(db), before)

  t.equal((await call(app, 'POST', '/clubs', { name: 'C', fans: [{ name: 'F1' }, { name: 'F2' }] })).status, 201)
  const unlinked = await call(app, 'PATCH', '/clubs/1', { fans: { remove: [{ id: 1 }] } })
  t.strictSame([unlinked.status, unlinked.body], [200, { id: 1, name: 'C', fans: [{ id: 2, clubId: 1, name: 'F2' }] }])
  t.strictSame(await rowsOf(db, Fan), [{ id: 1, clubId: null, name: 'F1' }, { id: 2, clubId: 1, name: 'F2' }])
})

eachDatabase(t, 'the example models with plain resources: jobs.1.finishedAt and jobs.1.owner_id', async (t, { url }) => {
  const { app, db } = await openApp(t, url, {
    models: exampleModels,
    resources: [ModelResource.of(User, { clientIds: true }), ModelResource.of(Order), ModelResource.of(Job)]
  })
  t.equal((await call(app, 'POST', '/users', { id: 1, username: 'u', password: 'p', email: 'u@x' })).status, 201)
  const res = await call(app, 'POST', '/orders', {
    ownerId: 1, description: 'Two', jobs: [{ ownerId: 1 }, { finishedAt: 'x', statusId: 1 }]
  })
  t.strictSame([res.status, res.body], [400, {
    message: [{ 'jobs.1.finishedAt': 'The value x is not a valid date-time' }, { missing_columns: ['jobs.1.owner_id'] }]
  }])
  // As problem details, each field by its wire name, nested ones too.
  const problem = await call(app, 'POST', '/orders', { ownerId: 1, description: 'Two', jobs: [{ ownerId: 1 }, { finishedAt: 'x', statusId: 1 }] },
    { accept: 'application/problem+json' })
  t.strictSame(problem.body.errors, [
    { field: 'jobs.1.finishedAt', message: 'The value x is not a valid date-time' },
    { field: 'jobs.1.ownerId', message: 'The field is required' }
  ])
  t.strictSame((await snapshot(db)).Order, [])
  // A job naming a user that does not exist: the 409 names the job's column, nothing is written.
  const missing = await call(app, 'POST', '/orders', { ownerId: 1, description: 'Two', jobs: [{ ownerId: 1 }, { ownerId: 9 }] })
  t.strictSame([missing.status, missing.body], [409, { message: 'ownerId 9 does not match any User' }])
  t.strictSame((await snapshot(db)).Job, [])
})

eachDatabase(t, 'the example API: nested jobs follow the owner rules of /api/v2/jobs', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  for (const id of [1, 2]) {
    t.equal((await call(app, 'POST', '/users', { id, username: `u${id}`, password: 'p', email: `u${id}@x` })).status, 201)
  }
  const one = { authorization: 'User:1' }
  const two = { authorization: 'User:2' }
  // Another user's ownerId inside the nest: refused as a POST of that job would be, nothing written.
  const before = await snapshot(db)
  const other = await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'Mine', jobs: [{ statusId: 1 }, { ownerId: 2 }] }, one)
  t.strictSame([other.status, other.body], [400, { message: 'jobs.1: The user id does not match the owner id' }])
  t.strictSame(await snapshot(db), before)
  // Absent ownerIds become the caller's; afterCommit still answers with the Job it started (202).
  const created = await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'Mine', jobs: [{ statusId: 1 }, { ownerId: 1, statusId: 2 }] }, one)
  t.equal(created.status, 202)
  t.strictSame(Object.keys(created.body), ['id', 'startedAt', 'statusId'])
  t.equal(created.body.id, 3)
  t.strictSame((await rowsOf(db, Job)).map(job => [job.id, job.ownerId, job.orderId, job.statusId]), [[1, 1, 1, 1], [2, 1, 1, 2], [3, 1, 1, 0]])
  // PATCH answers with the order as its GET shows it.
  const patched = await call(app, 'PATCH', '/api/v2/orders/1', { jobs: [{ id: 2, statusId: 5 }, {}] }, one)
  t.equal(patched.status, 200)
  t.strictSame(patched.body, (await call(app, 'GET', '/api/v2/orders/1', undefined, one)).body)
  t.strictSame(patched.body.jobs.map((job: { id: number, ownerId: number, statusId: number }) => [job.id, job.ownerId, job.statusId]), [[2, 1, 5], [4, 1, 0]])
  // Another user cannot reach this order's jobs through an order of theirs.
  t.equal((await call(app, 'POST', '/api/v2/orders', { ownerId: 2, description: 'Theirs' }, two)).status, 202)
  const state = await snapshot(db)
  const reach = await call(app, 'PATCH', '/api/v2/orders/2', { jobs: [{ id: 2, statusId: 9 }] }, two)
  t.strictSame([reach.status, reach.body], [400, { message: "jobs.0: Job 2 is not one of this Order's records" }])
  const hidden = await call(app, 'PATCH', '/api/v2/orders/1', { jobs: [] }, two)
  t.strictSame([hidden.status, hidden.body], [404, { message: 'Order with id 1 not found' }])
  t.strictSame(await snapshot(db), state)
})

// Tried as a new user would: a PATCH sending jobs to an order that is not there answered 409
// "jobs.0: orderId 99 does not match any Order" (the Job hook looked for its parent) where a
// PATCH without jobs answers 404; a PUT creating a team with members, 409 from a Member hook that
// looks for its team the same way.
eachDatabase(t, 'nested records of a parent that is not there: a PATCH, or a PUT where ids are the server\'s, is its 404; nothing written', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  t.equal((await call(app, 'POST', '/users', { id: 1, username: 'u1', password: 'p', email: 'u1@x' })).status, 201)
  const one = { authorization: 'User:1' }
  const before = await snapshot(db)
  for (const body of [{ jobs: [{ statusId: 1 }] }, { description: 'x', jobs: { add: [{ statusId: 1 }] } }]) {
    const res = await call(app, 'PATCH', '/api/v2/orders/99', body, one)
    t.strictSame([res.status, res.body], [404, { message: 'Order with id 99 not found' }], JSON.stringify(body))
  }
  // Orders take no client ids: a PUT to a free one is a 404 too, whatever it sends.
  const put = await call(app, 'PUT', '/api/v2/orders/99', { ownerId: 1, description: 'x', jobs: [{ statusId: 1 }] }, one)
  t.strictSame([put.status, put.body], [404, { message: 'Order with id 99 not found' }])
  t.strictSame(await snapshot(db), before)
  // Another user's order is answered as one that does not exist, by PUT and PATCH alike: its
  // jobs' hook never sees its key (the review found a 409 there, telling that it exists).
  t.equal((await call(app, 'POST', '/users', { id: 2, username: 'u2', password: 'p', email: 'u2@x' })).status, 201)
  t.equal((await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'Mine' }, one)).status, 202)
  const theirs = await snapshot(db)
  for (const [method, id] of [['PUT', 1], ['PUT', 99], ['PATCH', 1], ['PATCH', 99]] as const) {
    const res = await call(app, method, `/api/v2/orders/${id}`, { ownerId: 2, description: 'x', jobs: [{}] }, { authorization: 'User:2' })
    t.strictSame([res.status, res.body], [404, { message: `Order with id ${id} not found` }], `${method} ${id}`)
  }
  t.strictSame(await snapshot(db), theirs)
})

eachDatabase(t, 'a PUT that creates a parent reads its nested records as a POST does: its records\' hook finds no parent key to look up', async (t, { url }) => {
  // A type whose ids clients choose, its records' hook refusing a parent it cannot find.
  class Teams extends ModelResource.of(Team, { clientIds: true }) {}
  class Members extends ModelResource.of(Member) {
    override async processPostInput (data: Data): Promise<HookResult> {
      if (data.teamId !== undefined && !await this.db.exists(Team, { id: Number(data.teamId) })) return { status: false, message: `teamId ${String(data.teamId)} does not match any Team`, statusCode: 409 }
      return { status: true, data }
    }
  }
  const teams = await openApp(t, url, { models, resources: [Teams, Members] })
  const created = await call(teams.app, 'PUT', '/teams/9', { name: 'Nine', members: [{ name: 'Ann' }] })
  t.strictSame([created.status, created.body], [201, { id: 9, name: 'Nine', members: [{ id: 1, teamId: 9, name: 'Ann', email: null, note: null, tags: [] }] }])
  // Its own key may be sent, as a write-back would; an id names no child of a new parent.
  const again = await call(teams.app, 'PUT', '/teams/8', { name: 'Eight', members: [{ teamId: 8, name: 'Bo' }] })
  t.strictSame([again.status, again.body.members], [201, [{ id: 2, teamId: 8, name: 'Bo', email: null, note: null, tags: [] }]])
  // On a team that is there, the hook sees its key and finds it.
  const changed = await call(teams.app, 'PUT', '/teams/9', { name: 'Nine', members: [{ id: 1, name: 'Ann' }, { name: 'Cy' }] })
  t.strictSame([changed.status, changed.body.members.map((member: { id: number, teamId: number }) => [member.id, member.teamId])], [200, [[1, 9], [3, 9]]])
  t.strictSame((await rowsOf(teams.db, Member)).map(row => [row.id, row.teamId, row.name]), [[1, 9, 'Ann'], [2, 8, 'Bo'], [3, 9, 'Cy']])
  const state = await snapshot(teams.db)
  const child = await call(teams.app, 'PUT', '/teams/7', { name: 'Seven', members: [{ id: 1, name: 'Ann' }] })
  t.strictSame([child.status, child.body], [400, { message: "members.0: Member 1 is not one of this Team's records" }])
  t.strictSame(await snapshot(teams.db), state)
})

eachDatabase(t, 'the example API: an order of 106 jobs, whose GET shows 100, is not emptied of 6 by writing the GET back', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  t.equal((await call(app, 'POST', '/users', { id: 1, username: 'u1', password: 'p', email: 'u1@x' })).status, 201)
  const one = { authorization: 'User:1' }
  t.equal((await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'Big' }, one)).status, 202)
  const em = db.fork()
  for (let i = 0; i < 105; i++) em.create(Job, { ownerId: 1, orderId: 1, statusId: i } as never)
  await em.flush()
  const read = await call(app, 'GET', '/api/v2/orders/1', undefined, one)
  t.equal(read.body.jobs.length, 100)
  const before = await snapshot(db)
  const cut = 'This Order has 106 jobs, more than a read shows (the limit, 100): a list of them is not the whole set. ' +
    'Change some with {"jobs": {"add": [...], "remove": [{"id": ...}]}}'
  for (const method of ['PUT', 'PATCH'] as const) {
    const back = await call(app, method, '/api/v2/orders/1', read.body, { ...one, 'if-match': String(read.headers.etag) })
    t.strictSame([back.status, back.body], [409, { message: cut }], method)
  }
  t.strictSame(await snapshot(db), before, 'the 6 jobs no read showed are still there')
  // The change form: job 106 removed, one job changed and one added, through Job's owner rules.
  const changed = await call(app, 'PATCH', '/api/v2/orders/1', { jobs: { add: [{ id: 2, statusId: 7 }, { statusId: 9 }], remove: [{ id: 106 }] } }, one)
  t.strictSame([changed.status, changed.body.jobs.length, changed.body.jobs[1]?.statusId], [200, 100, 7], 'the answer: the order as its GET shows it')
  const jobs = await rowsOf(db, Job)
  t.equal(jobs.length, 106)
  t.strictSame(jobs.filter(job => [2, 106, 107].includes(job.id as number)).map(job => [job.id, job.statusId, job.ownerId]), [[2, 7, 1], [107, 9, 1]])
  const stranger = await call(app, 'PATCH', '/api/v2/orders/1', { jobs: { add: [{ ownerId: 2 }] } }, one)
  t.strictSame([stranger.status, stranger.body], [400, { message: 'jobs.add.0: The user id does not match the owner id' }])
})


eachDatabase(t, 'a child whose type requires If-Match is removed through its parent only under the parent\'s If-Match: else 428, nothing written', async (t, { url }) => {
  // Tried as a new user would: Member's own DELETE answered 428 without If-Match, and a PUT of its
  // team without one deleted it all the same (and a club's PATCH unlinked a fan).
  class GuardedMember extends ModelResource.of(Member, { requireIfMatch: true }) {}
  class GuardedFan extends ModelResource.of(Fan, { requireIfMatch: true }) {}
  const { app, db } = await openApp(t, url, { models, resources: [TeamResource, GuardedMember, ClubResource, GuardedFan] })
  t.equal((await call(app, 'POST', '/teams', { name: 'Red', members: [{ name: 'Ann' }, { name: 'Bob' }] })).status, 201, 'creates need no If-Match')
  t.equal((await call(app, 'POST', '/clubs', { name: 'Owls', fans: [{ name: 'Flo' }] })).status, 201)
  t.equal((await call(app, 'DELETE', '/members/2')).status, 428)
  const before = await snapshot(db)
  const message = (at: string, type: string): string => `${at}: a ${type} is changed only under If-Match: send the If-Match of the record this one is written with, or change it through its own resource`
  for (const [method, path, body, at] of [
    ['PUT', '/teams/1', { name: 'Red', members: [] }, 'members'],
    ['PATCH', '/teams/1', { members: [] }, 'members'],
    ['PATCH', '/teams/1', { members: { remove: [{ id: 2 }] } }, 'members.remove.0'],
    ['PATCH', '/clubs/1', { fans: [] }, 'fans']
  ] as const) {
    const res = await call(app, method, path, body)
    t.strictSame({ status: res.status, body: res.body }, { status: 428, body: { message: message(at, path.startsWith('/teams') ? 'Member' : 'Fan') } }, `${method} ${path} ${JSON.stringify(body)}`)
  }
  // `If-Match: *` names no state of the children: it covers none of them.
  const star = await call(app, 'PATCH', '/teams/1', { members: [] }, { 'if-match': '*' })
  t.strictSame({ status: star.status, body: star.body }, { status: 428, body: { message: message('members', 'Member') } })
  t.strictSame(await snapshot(db), before, 'nothing deleted or unlinked')
  // The parent's tag covers the children its answer shows: with it, the removal goes through.
  const team = await call(app, 'GET', '/teams/1')
  const removed = await call(app, 'PATCH', '/teams/1', { members: { remove: [{ id: 2 }] } }, { 'if-match': team.headers.etag as string })
  t.strictSame([removed.status, removed.body.members.map((member: { id: number }) => member.id)], [200, [1]])
  const club = await call(app, 'GET', '/clubs/1')
  const unlinked = await call(app, 'PATCH', '/clubs/1', { fans: [] }, { 'if-match': club.headers.etag as string })
  t.strictSame([unlinked.status, unlinked.body.fans], [200, []])
  t.strictSame(await rowsOf(db, Fan), [{ id: 1, clubId: null, name: 'Flo' }], 'the fan kept, unlinked')
  t.strictSame((await rowsOf(db, Member)).map(member => member.id), [1])

  // The tag covers what the answer shows: with more members than its limit (3), the fourth was
  // never shown, and none of a list cut short is covered (a review tried it as an attacker would).
  for (const name of ['Cy', 'Di', 'Ed']) t.equal((await call(app, 'POST', '/members', { teamId: 1, name })).status, 201)
  const cut = await call(app, 'GET', '/teams/1')
  t.strictSame(cut.body.members.map((member: { id: number }) => member.id), [1, 3, 4], 'the answer shows three of four')
  const hidden = { 'if-match': cut.headers.etag as string }
  const afterCut = await snapshot(db)
  for (const [body, at] of [
    [{ members: { remove: [{ id: 5 }] } }, 'members.remove.0'],
    [{ members: { add: [{ id: 5, name: 'Zed' }] } }, 'members.add.0'],
    [{ members: { add: [{ id: 1, name: 'Ann2' }] } }, 'members.add.0']
  ] as const) {
    const res = await call(app, 'PATCH', '/teams/1', body, hidden)
    t.strictSame({ status: res.status, body: res.body }, { status: 428, body: { message: message(at, 'Member') } }, JSON.stringify(body))
  }
  t.strictSame(await snapshot(db), afterCut, 'nothing changed or deleted')
})

// Tried as a new user would: a writable list answered without its records' ids
// (SERIAL_FIELD_RELATIONS), PUT back as the GET showed it with its ETag, deleted each line and
// made it again without the note the answer left out; a many-to-many made its records anew.
const Shop = defineModel({
  name: 'Shop',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(40) },
  relationships: { lines: Relationship.list('ShopLine', { writable: true }), labels: Relationship.manyToMany('ShopLabel', { writable: true }) }
})
const ShopLine = defineModel({
  name: 'ShopLine',
  columns: { id: Column.Integer({ primaryKey: true }), shopId: Column.Integer({ nullable: false, foreignKey: 'shop.id' }), product: Column.String(40), note: Column.String(40) }
})
const ShopLabel = defineModel({ name: 'ShopLabel', columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(20) } })

eachDatabase(t, 'a writable relationship whose answer hides its records\' key is refused at registration, naming the answer and the key', async (t, { url }) => {
  const models = [Shop, ShopLine, ShopLabel]
  const refused = async (resource: typeof ModelResource, message: string): Promise<void> => {
    await t.rejects(openApp(t, url, { models, resources: [resource] }), { code: 'FMR_ERR_WRITABLE_KEY', message }, message)
  }
  await refused(ModelResource.of(Shop, { serialFieldRelations: { get: { ShopLine: ['product'] } } }),
    'Shop.lines is writable, but the GET answer shows its records without id: a PUT of what it showed would replace each record with a new one. ' +
    'Show the key in the serial settings, or leave the relationship read-only')
  await refused(ModelResource.of(Shop, { serialFieldRelations: { get: { ShopLabel: ['name'] } } }),
    'Shop.labels is writable, but the GET answer shows its records without id: a PUT of what it showed would replace each record with a new one. ' +
    'Show the key in the serial settings, or leave the relationship read-only')
  // Shown with its key, the write-back changes nothing.
  const { app, db } = await openApp(t, url, { models, resources: [ModelResource.of(Shop, { serialFieldRelations: { get: { ShopLine: ['id', 'product'] } } })] })
  t.equal((await call(app, 'POST', '/shops', { name: 'S', lines: [{ product: 'p', note: 'kept' }] })).status, 201)
  const shown = await call(app, 'GET', '/shops/1')
  t.strictSame(shown.body, { id: 1, name: 'S', lines: [{ id: 1, product: 'p' }], labels: [] })
  t.equal((await call(app, 'PUT', '/shops/1', shown.body, { 'if-match': shown.headers.etag as string })).status, 200)
  t.strictSame((await rowsOf(db, ShopLine)).map(row => [row.id, row.product, row.note]), [[1, 'p', 'kept']])
})

// Tried as a new user would: a crew's GET hides its archived hands (their type's GET hook), and the
// PUT of what the GET showed, with its ETag, deleted every archived hand the caller never saw.
const Crew = defineModel({
  name: 'Crew',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(40, { nullable: false }) },
  relationships: { hands: Relationship.list('Hand', { writable: true, limit: 2 }) }
})
const Hand = defineModel({
  name: 'Hand',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    crewId: Column.Integer({ nullable: false, foreignKey: 'crew.id' }),
    name: Column.String(20, { nullable: false }),
    archived: Column.Boolean({ nullable: false, default: false })
  }
})
class HandResource extends ModelResource.of(Hand) {
  override processGetInput (query: HookQuery, data: Data): HookResult {
    return { status: true, query: query.where('archived', false), data }
  }
}

eachDatabase(t, 'a list\'s children its type\'s GET hook hides are kept by a whole set, cannot be removed, and do not count toward the limit', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { models: [Crew, Hand], resources: [ModelResource.of(Crew), HandResource] })
  t.equal((await call(app, 'POST', '/crews', { name: 'Red', hands: [{ name: 'Ann' }, { name: 'Old', archived: true }] })).status, 201)
  t.equal((await call(app, 'PATCH', '/crews/1', { hands: { add: [{ name: 'Older', archived: true }] } })).status, 200)
  const shown = await call(app, 'GET', '/crews/1')
  t.strictSame(shown.body, { id: 1, name: 'Red', hands: [{ id: 1, crewId: 1, name: 'Ann', archived: false }] })
  const put = await call(app, 'PUT', '/crews/1', { ...shown.body, name: 'Blue' }, { 'if-match': shown.headers.etag as string })
  t.strictSame([put.status, put.body], [200, { id: 1, name: 'Blue', hands: [{ id: 1, crewId: 1, name: 'Ann', archived: false }] }])
  const hands = async (): Promise<unknown[]> => (await rowsOf(db, Hand)).map(row => [row.id, row.name, row.archived])
  t.strictSame(await hands(), [[1, 'Ann', false], [2, 'Old', true], [3, 'Older', true]])
  // Emptied as the caller sees it: its one shown hand goes, the hidden ones stay.
  const emptied = await call(app, 'PATCH', '/crews/1', { hands: [] })
  t.strictSame([emptied.status, emptied.body], [200, { id: 1, name: 'Blue', hands: [] }])
  t.strictSame(await hands(), [[2, 'Old', true], [3, 'Older', true]])
  // A hidden hand named in remove is the same 400 as a hand of no crew's.
  const hidden = await call(app, 'PATCH', '/crews/1', { hands: { remove: [{ id: 2 }] } })
  t.strictSame([hidden.status, hidden.body], [400, { message: "hands.remove.0: Hand 2 is not one of this Crew's records" }])
  const none = await call(app, 'PATCH', '/crews/1', { hands: { remove: [{ id: 9 }] } })
  t.strictSame([none.status, none.body], [400, { message: "hands.remove.0: Hand 9 is not one of this Crew's records" }])
  t.strictSame(await hands(), [[2, 'Old', true], [3, 'Older', true]])
})

eachDatabase(t, 'a list\'s children its type\'s GET hook hides do not cut the list the parent\'s If-Match covers: no 428 for a write-back of what was shown', async (t, { url }) => {
  // Tried as a new user would: hands required If-Match, a crew showed its one active hand (two
  // archived, limit 2), and the PUT of that answer under its ETag was a 428, the hidden hands counted.
  class GuardedHand extends HandResource {
    static override requireIfMatch = true
  }
  const { app, db } = await openApp(t, url, { models: [Crew, Hand], resources: [ModelResource.of(Crew), GuardedHand] })
  t.equal((await call(app, 'POST', '/crews', { name: 'Red', hands: [{ name: 'Ann' }, { name: 'Bob' }] })).status, 201)
  for (const name of ['Old', 'Older']) t.equal((await call(app, 'POST', '/hands', { crewId: 1, name, archived: true })).status, 201)
  const hands = async (): Promise<unknown[]> => (await rowsOf(db, Hand)).map(row => [row.id, row.name, row.archived])
  const shown = await call(app, 'GET', '/crews/1')
  t.strictSame(shown.body, { id: 1, name: 'Red', hands: [{ id: 1, crewId: 1, name: 'Ann', archived: false }, { id: 2, crewId: 1, name: 'Bob', archived: false }] })
  const put = await call(app, 'PUT', '/crews/1', { ...shown.body, name: 'Blue', hands: [{ id: 1, crewId: 1, name: 'Anne', archived: false }] }, { 'if-match': shown.headers.etag as string })
  t.strictSame([put.status, put.body], [200, { id: 1, name: 'Blue', hands: [{ id: 1, crewId: 1, name: 'Anne', archived: false }] }])
  t.strictSame(await hands(), [[1, 'Anne', false], [3, 'Old', true], [4, 'Older', true]], 'Bob removed, the hidden hands kept')
  const again = await call(app, 'GET', '/crews/1')
  const removed = await call(app, 'PATCH', '/crews/1', { hands: { remove: [{ id: 1 }] } }, { 'if-match': again.headers.etag as string })
  t.strictSame([removed.status, removed.body], [200, { id: 1, name: 'Blue', hands: [] }])
  t.strictSame(await hands(), [[3, 'Old', true], [4, 'Older', true]])
  // Three shown hands (limit 2) still cut the list: the third was never shown, so none is covered.
  for (const name of ['Cy', 'Di', 'Ed']) t.equal((await call(app, 'POST', '/hands', { crewId: 1, name })).status, 201)
  const cut = await call(app, 'GET', '/crews/1')
  t.strictSame(cut.body.hands.map((hand: { id: number }) => hand.id), [5, 6])
  const refused = await call(app, 'PATCH', '/crews/1', { hands: { remove: [{ id: 5 }] } }, { 'if-match': cut.headers.etag as string })
  t.strictSame([refused.status, refused.body], [428, { message: 'hands.remove.0: a Hand is changed only under If-Match: send the If-Match of the record this one is written with, or change it through its own resource' }])
  t.strictSame(await hands(), [[3, 'Old', true], [4, 'Older', true], [5, 'Cy', false], [6, 'Di', false], [7, 'Ed', false]])
})
