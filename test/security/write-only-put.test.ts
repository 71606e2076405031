// A PUT of exactly what a GET showed, with its ETag: a write-only column is in no answer, so the
// write-back cannot send it. Tried as a new user would, that PUT erased the team's secret and
// each member's (a PUT sets what it leaves out to null); the ETag, which leaves write-only
// columns out, did not stop it. A PUT now keeps a write-only column it leaves out, and a column
// its answers' serial settings leave out.
import t from 'tap'
import { Column, defineModel, Relationship } from '../../lib/index.ts'
import { ModelResource } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/state.ts'

const Team = defineModel({
  name: 'Team',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(50, { nullable: false }), secret: Column.WriteOnly(Column.String(20)) },
  relationships: { members: Relationship.list('Member', { writable: true }) }
})
const Member = defineModel({
  name: 'Member',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    teamId: Column.Integer({ nullable: false, foreignKey: 'team.id' }),
    name: Column.String(20, { nullable: false }),
    secret: Column.WriteOnly(Column.String(20)),
    pin: Column.WriteOnly(Column.String(8, { default: '0000' }))
  }
})
class Teams extends ModelResource.of(Team) {}
class Members extends ModelResource.of(Member, { clientIds: true }) {}

eachDatabase(t, 'a PUT of what the GET showed keeps the write-only values it could not send; one it sends, null included, is written', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { models: [Team, Member], resources: [Teams, Members] })
  t.equal((await call(app, 'POST', '/teams', { name: 'T', secret: 'team-s', members: [{ name: 'a', secret: 'a-s', pin: '1111' }, { name: 'b', secret: 'b-s' }] })).status, 201)
  const shown = await call(app, 'GET', '/teams/1')
  t.strictSame(shown.body, { id: 1, name: 'T', members: [{ id: 1, teamId: 1, name: 'a' }, { id: 2, teamId: 1, name: 'b' }] })
  const put = await call(app, 'PUT', '/teams/1', shown.body, { 'if-match': shown.headers.etag as string })
  t.equal(put.status, 200)
  const stored = async (): Promise<unknown[]> => [(await rowsOf(db, Team)).map(row => row.secret), (await rowsOf(db, Member)).map(row => [row.secret, row.pin])]
  t.strictSame(await stored(), [['team-s'], [['a-s', '1111'], ['b-s', '0000']]], 'every secret and pin as it was')
  t.equal((await call(app, 'PUT', '/teams/1', { name: 'T', secret: null, members: [{ id: 1, name: 'a', secret: 'new' }, { id: 2, name: 'b' }] })).status, 200)
  t.strictSame(await stored(), [[null], [['new', '1111'], ['b-s', '0000']]], 'what a PUT sends is written, null too')
  // A PUT that creates: what it leaves out gets its default, as a POST's does.
  t.equal((await call(app, 'PUT', '/members/9', { teamId: 1, name: 'c' })).status, 201)
  t.strictSame((await rowsOf(db, Member)).map(row => [row.id, row.secret, row.pin]).at(-1), [9, null, '0000'])
})

const Note = defineModel({
  name: 'Note',
  columns: { id: Column.Integer({ primaryKey: true }), title: Column.String(50, { nullable: false }), body: Column.String(200), rank: Column.Integer({ default: 5 }), tag: Column.String(20) }
})
// The GET answer leaves out `body` and `rank` (serial settings): like a write-only column,
// nothing a client was shown can carry them back. The POST answer's narrower list changes nothing.
class Notes extends ModelResource.of(Note, { clientIds: true, serialFields: { get: { Note: ['id', 'title', 'tag'] }, post: { Note: ['id'] }, put: { Note: ['id', 'title', 'rank'] } } }) {}

eachDatabase(t, 'a PUT of what the GET showed keeps the columns its answers leave out; one it sends, null included, is written', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { models: [Note], resources: [Notes] })
  t.equal((await call(app, 'POST', '/notes', { title: 'T', body: 'kept', rank: 9, tag: 'x' })).status, 201)
  const shown = await call(app, 'GET', '/notes/1')
  t.strictSame(shown.body, { id: 1, title: 'T', tag: 'x' })
  const put = await call(app, 'PUT', '/notes/1', { ...shown.body, title: 'U' }, { 'if-match': shown.headers.etag as string })
  t.strictSame([put.status, put.body], [200, { id: 1, title: 'U', rank: 9 }])
  const stored = async (): Promise<unknown[]> => (await rowsOf(db, Note)).map(row => [row.id, row.title, row.body, row.rank, row.tag])
  t.strictSame(await stored(), [[1, 'U', 'kept', 9, 'x']], 'body and rank as they were')
  t.equal((await call(app, 'PUT', '/notes/1', { title: 'V', body: null, rank: 2 })).status, 200)
  t.strictSame(await stored(), [[1, 'V', null, 2, null]], 'what a PUT sends is written, null too; tag, which the GET shows, left out is null')
  // A PUT that creates: what it leaves out gets its default, as a POST's does.
  t.equal((await call(app, 'PUT', '/notes/7', { title: 'W' })).status, 201)
  t.strictSame((await stored()).at(-1), [7, 'W', null, 5, null])
})
