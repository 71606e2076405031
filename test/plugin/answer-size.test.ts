// A GET's answer is bounded in bytes (maxAnswerBytes), not only in records: texts of no declared
// length are counted before the answer is serialized, the answer's bytes after.
import t from 'tap'
import { Column, defineModel, Relationship } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/migrations.ts'

const Shelf = defineModel({
  name: 'Shelf',
  columns: { id: Column.Integer({ primaryKey: true }) },
  relationships: { notes: Relationship.list('Note', { foreignKey: 'shelfId' }) }
})
const Note = defineModel({
  name: 'Note',
  columns: { id: Column.Integer({ primaryKey: true }), shelfId: Column.Integer({ foreignKey: 'shelf.id' }), body: Column.Text(), title: Column.String(200) }
})
const limits = { maxAnswerBytes: 2000 }
const resources = [ModelResource.of(Shelf, limits), ModelResource.of(Note, limits), CollectionModelResource.of(Note, limits)]
const TOO_LARGE = { message: 'The answer would hold more than 2000 bytes (maxAnswerBytes); ask for a smaller page or fewer fields' }

eachDatabase(t, 'a GET whose answer would pass maxAnswerBytes is a 400 that says to ask for less', async (t, { url }) => {
  // Tried as a new user would: 600 orders of 1 MB descriptions made a page past V8's longest
  // string, a 500 after 3.5 s on the event loop; 300 made a 300 MB answer that held it 1.7 s.
  const { app, db } = await openApp(t, url, { models: [Shelf, Note], resources })
  await rowsOf(db, 'insert into shelf (id) values (1), (2)')
  await rowsOf(db, `insert into note (id, shelf_id, body, title) values (1, 1, '${'a'.repeat(900)}', 'one'), (2, 1, '${'b'.repeat(900)}', 'two'), (3, 1, '${'c'.repeat(900)}', 'three'), (4, 2, 'short', '${'t'.repeat(200)}')`)
  const answer = async (path: string): Promise<unknown> => {
    const res = await call(app, 'GET', path)
    return [res.status, res.status === 200 ? res.text.length : res.body]
  }
  t.strictSame(await answer('/notes?maxPageSize=2'), [200, 1900], 'two long notes')
  t.strictSame(await answer('/notes'), [400, TOO_LARGE], 'three: their texts are past the bound before anything is written')
  t.strictSame(await answer('/notes?fields=id,title'), [200, 301], 'without the texts')
  t.strictSame(await answer('/shelves/1'), [400, TOO_LARGE], 'a record with its list')
  t.strictSame(await answer('/shelves/2'), [200, 265])
  t.strictSame(await answer('/notes/1'), [200, 944])
  // Texts of a declared length are counted as written: ten notes of 200 characters' titles.
  await rowsOf(db, `insert into note (id, shelf_id, body, title) values ${Array.from({ length: 10 }, (_, i) => `(${10 + i}, 2, null, '${'x'.repeat(200)}')`).join(', ')}`)
  t.strictSame(await answer('/notes?maxPageSize=100&offset=3&fields=id,title'), [400, TOO_LARGE], 'counted once written')
  t.strictSame(await answer('/notes?maxPageSize=5&offset=3&fields=id,title'), [200, 1114])
})
