// A write hook's query narrowed by a case-blind pattern (`ilike`) finds the record as a read
// does, on the single-statement path and the transactional one (a beforeCommit hook). Tried as a
// new user would on SQLite: the transactional path wrote MikroORM's `ilike`, which SQLite lacks (a
// 500), and before that folded only A-Z (ÉCLAIR did not match é%).
import t from 'tap'
import { Column, defineModel, type HookQuery } from '../../lib/index.ts'
import { ModelResource, type Data, type HookResult } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/state.ts'

const Cake = defineModel({ name: 'Cake', columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(40, { nullable: false }), n: Column.Integer() } })

/** Only cakes whose name begins with é, in any case, may be changed or removed. */
function narrowed (query: HookQuery, data: Data): HookResult {
  return { status: true, data, query: query.where('name', 'ilike', 'é%') }
}
class Plain extends ModelResource.of(Cake, { urlName: 'plain' }) {
  override processPatchInput (query: HookQuery, data: Data): HookResult { return narrowed(query, data) }
}
class Hooked extends ModelResource.of(Cake, { urlName: 'hooked', beforeCommit: { patch: async (_resource, _record, status) => [true, null, status] } }) {
  override processPatchInput (query: HookQuery, data: Data): HookResult { return narrowed(query, data) }
}

eachDatabase(t, 'a write hook\'s ilike narrowing folds every letter\'s case, on both write paths', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { models: [Cake], resources: [Plain, Hooked] })
  for (const name of ['ÉCLAIR', 'plain']) t.equal((await call(app, 'POST', '/plain', { name, n: 0 })).status, 201)
  for (const [path, n] of [['/plain/1', 1], ['/hooked/1', 2]] as const) {
    const res = await call(app, 'PATCH', path, { n })
    t.strictSame([res.status, res.body], [200, { id: 1, name: 'ÉCLAIR', n }], `${path}: é% matches ÉCLAIR`)
  }
  for (const path of ['/plain/2', '/hooked/2']) t.equal((await call(app, 'PATCH', path, { n: 9 })).status, 404, `${path}: plain is hidden`)
  t.strictSame((await rowsOf(db, Cake)).map(row => row.n), [2, 0])
})
