// A write-only column's value is never read (defence in depth): no answer shows it, so no
// statement the plugin runs selects or returns it: single and collection GETs, a `fields`
// selection, related list levels (one parent and several), joined singles (filtered through or
// not), and the read-backs of writes (RETURNING, and the read after a hooked write). One that
// cannot be null is not read at all; a nullable one only as whether it is empty. The answers are
// those the contract gives: the column left out once filled, null while empty.
import t from 'tap'
import { Column, defineModel, Relationship } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { kReader, kWriter } from '../../lib/symbols.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { recordTexts } from '../helpers/sql-texts.ts'
import { rowsOf } from '../helpers/state.ts'

const Team = defineModel({
  name: 'Team',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(50, { nullable: false }) },
  relationships: { accounts: Relationship.list('Account') }
})

const Account = defineModel({
  name: 'Account',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    teamId: Column.Integer({ nullable: false, foreignKey: 'team.id' }),
    name: Column.String(50, { nullable: false }),
    secret: Column.WriteOnly(Column.String(80, { nullable: false })),
    hint: Column.WriteOnly(Column.String(80))
  }
})

const Note = defineModel({
  name: 'Note',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    accountId: Column.Integer({ nullable: false, foreignKey: 'account.id' }),
    text: Column.String(50, { nullable: false })
  },
  relationships: { account: Relationship.single('Account', { readOnly: true }) }
})

class AccountResource extends ModelResource.of(Account) {}
class AccountCollection extends CollectionModelResource.of(Account) {}
/** With a beforeCommit hook a write takes the transaction path, whose answer is read back after the commit. */
class HookedAccount extends ModelResource.of(Account, { urlName: 'hooked', beforeCommit: { patch: (_resource, account, status) => [true, account, status] } }) {}
class TeamResource extends ModelResource.of(Team) {}
class TeamCollection extends CollectionModelResource.of(Team) {}
class NoteResource extends ModelResource.of(Note) {}
class NoteCollection extends CollectionModelResource.of(Note, { debug: true }) {}

/** The select lists and RETURNING lists of `text` (an INSERT's own column list is what it writes). */
function readLists (text: string): string[] {
  return [...text.matchAll(/select (.*?) from /g), ...text.matchAll(/ returning (.*?)(?:\)|$)/g)].map(match => match[1])
}

eachDatabase(t, 'a NOT NULL write-only column is in no select or RETURNING list, a nullable one is read only as whether it is empty; the answers are the contract\'s', async (t, { url }) => {
  const opened = await openApp(t, url, {
    models: [Team, Account, Note],
    resources: [AccountResource, AccountCollection, HookedAccount, TeamResource, TeamCollection, NoteResource, NoteCollection]
  })
  const { app, db } = opened
  const texts = recordTexts(opened)
  const writer = db[kWriter].connectionReader.runner // the write connection's runner
  const rows = writer.rows.bind(writer)
  writer.rows = (sql, params, ...rest) => { texts.push(sql); return rows(sql, params, ...rest) }
  // Every value that came back from the database, through either runner.
  const values: unknown[] = []
  for (const runner of [writer, db[kReader].runner]) {
    const run = runner.rows.bind(runner)
    runner.rows = (...args) => {
      const answer = run(...args)
      if (answer instanceof Promise) return answer.then(found => { values.push(...found.flat()); return found })
      values.push(...answer.flat())
      return answer
    }
    const costly = runner.costly?.bind(runner)
    if (costly !== undefined) runner.costly = async (...args) => { const found = await costly(...args); values.push(...found.flat()); return found }
  }

  t.equal((await call(app, 'POST', '/teams', { name: 'Blue' })).status, 201)
  const ann = { id: 1, teamId: 1, name: 'Ann', hint: null }
  const bo = { id: 2, teamId: 1, name: 'Bo' }
  const answers = [
    await call(app, 'POST', '/accounts', { teamId: 1, name: 'Ann', secret: 's3cret' }),
    await call(app, 'POST', '/accounts', { teamId: 1, name: 'Bo', secret: 'hunter2', hint: 'a film' }),
    await call(app, 'PATCH', '/accounts/1', { secret: 'n3w' }),
    await call(app, 'PUT', '/accounts/2', { teamId: 1, name: 'Bo', secret: 'hunter3', hint: 'a film' }),
    await call(app, 'PATCH', '/hooked/1', { name: 'Ann' }),
    await call(app, 'POST', '/notes', { accountId: 1, text: 'hi' }),
    await call(app, 'POST', '/notes', { accountId: 2, text: 'yo' }),
    await call(app, 'GET', '/accounts/1'),
    await call(app, 'GET', '/accounts'),
    await call(app, 'GET', '/accounts?fields=-name'),
    await call(app, 'GET', '/teams/1'),
    await call(app, 'POST', '/teams', { name: 'Red' }),
    await call(app, 'GET', '/teams'),
    await call(app, 'GET', '/notes/1'),
    await call(app, 'GET', '/notes'),
    await call(app, 'GET', '/notes?account.name=Bo')
  ]
  t.strictSame(answers.map(answer => [answer.status, answer.body]), [
    [201, ann],
    [201, bo],
    [200, ann],
    [200, bo],
    [200, ann],
    [201, { id: 1, accountId: 1, text: 'hi', account: ann }],
    [201, { id: 2, accountId: 2, text: 'yo', account: bo }],
    [200, ann],
    [200, { Account: [ann, bo] }],
    [200, { Account: [{ id: 1, teamId: 1, hint: null }, { id: 2, teamId: 1 }] }],
    [200, { id: 1, name: 'Blue', accounts: [ann, bo] }],
    [201, { id: 2, name: 'Red', accounts: [] }],
    [200, { Team: [{ id: 1, name: 'Blue', accounts: [ann, bo] }, { id: 2, name: 'Red', accounts: [] }] }],
    [200, { id: 1, accountId: 1, text: 'hi', account: ann }],
    [200, { Note: [{ id: 1, accountId: 1, text: 'hi', account: ann }, { id: 2, accountId: 2, text: 'yo', account: bo }] }],
    [200, { Note: [{ id: 2, accountId: 2, text: 'yo', account: bo }] }]
  ])
  const lists = texts.flatMap(readLists)
  t.ok(lists.length >= 15, `every read and write was recorded (${lists.length} lists)`)
  t.strictSame(lists.filter(list => list.includes('"secret"')), [], 'no statement reads the secret')
  t.ok(lists.some(list => list.includes('"hint"')), 'a nullable write-only column is read: its answer is null while empty')
  t.ok(values.length > 50, `the values read were recorded (${values.length})`)
  t.strictSame(values.filter(value => typeof value === 'string' && /s3cret|hunter|n3w|a film/.test(value)), [], 'no statement returned a write-only value, nullable or not')
  const debug = await call(app, 'GET', '/notes?debug=true')
  t.notOk(String(debug.body.query).includes('"secret"'), 'debug=true shows the statement without it')
  // Writes that do not send them keep the stored values: no write puts back what a read masked.
  t.equal((await call(app, 'PATCH', '/accounts/2', { name: 'Bob' })).status, 200)
  t.equal((await call(app, 'PATCH', '/hooked/2', { name: 'Bob' })).status, 200)
  t.equal((await call(app, 'PUT', '/notes/2', { accountId: 2, text: 'yo!' })).status, 200)
  t.strictSame((await rowsOf(db, Account)).map(row => [row.name, row.secret, row.hint]), [['Ann', 'n3w', null], ['Bob', 'hunter3', 'a film']])
})
