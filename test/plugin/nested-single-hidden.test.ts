// A single's record the caller may not read (its type's GET hook hides it, and the parent's GET
// answers it as null) is not the caller's: writing back that null leaves it linked, as a whole
// list's write-back keeps the children the GET did not show.
import t from 'tap'
import { Column, defineModel, Relationship, type HookQuery } from '../../lib/index.ts'
import { ModelResource, type Data, type HookReturn } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { snapshot } from '../helpers/state.ts'

const Playlist = defineModel({
  name: 'Playlist',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(50, { nullable: false }), coverId: Column.Integer({ foreignKey: 'cover.id' }) },
  relationships: { cover: Relationship.single('Cover', { writable: true }) }
})
const Cover = defineModel({ name: 'Cover', columns: { id: Column.Integer({ primaryKey: true }), url: Column.String(100, { nullable: false }) } })

class PlaylistResource extends ModelResource.of(Playlist) {}
/** Covers are public unless their url says otherwise: only staff read the others. */
class CoverResource extends ModelResource.of(Cover) {
  override processGetInput (query: HookQuery, data: Data): HookReturn {
    return { status: true as const, query: this.request.headers['x-staff'] === 'yes' ? query : query.where({ url: 'public.png' }), data }
  }
}

eachDatabase(t, 'a PATCH writing back the null a hidden single was shown as keeps it linked', async (t, { url }) => {
  // Tried as a new user would: the PATCH of what the GET showed unlinked the cover and deleted it.
  const { app, db } = await openApp(t, url, { models: [Playlist, Cover], resources: [PlaylistResource, CoverResource] })
  const created = await call(app, 'POST', '/playlists', { name: 'Mix', cover: { url: 'secret.png' } })
  t.equal(created.status, 201)
  const read = await call(app, 'GET', '/playlists/1')
  t.strictSame(read.body, { id: 1, name: 'Mix', coverId: 1, cover: null })
  const before = await snapshot(db)
  const written = await call(app, 'PATCH', '/playlists/1', { cover: read.body.cover }, { 'if-match': read.headers.etag as string })
  t.strictSame([written.status, written.body, written.headers.etag], [200, read.body, read.headers.etag])
  t.strictSame(await snapshot(db), before, 'nothing changed')
  // A new cover in its place is linked; the hidden one, not the caller's, is left as it is.
  const replaced = await call(app, 'PATCH', '/playlists/1', { cover: { url: 'public.png' } })
  t.strictSame([replaced.status, replaced.body], [200, { id: 1, name: 'Mix', coverId: 2, cover: { id: 2, url: 'public.png' } }])
  t.strictSame((await snapshot(db)).Cover, [{ id: 1, url: 'secret.png' }, { id: 2, url: 'public.png' }])
  // The staff, who read the cover, unlink it: deleted as before.
  const staff = await call(app, 'PATCH', '/playlists/1', { cover: null }, { 'x-staff': 'yes' })
  t.strictSame([staff.status, staff.body], [200, { id: 1, name: 'Mix', coverId: null, cover: null }])
  t.strictSame((await snapshot(db)).Cover, [{ id: 1, url: 'secret.png' }])
})

eachDatabase(t, 'a PUT of what the GET showed, the hidden single\'s key beside its null, keeps it linked', async (t, { url }) => {
  // Tried as a new user would: the PUT of the GET's answer was a 400, coverId "Names another Cover than cover".
  const { app, db } = await openApp(t, url, { models: [Playlist, Cover], resources: [PlaylistResource, CoverResource] })
  await call(app, 'POST', '/playlists', { name: 'Mix', cover: { url: 'secret.png' } })
  await call(app, 'POST', '/covers', { url: 'other.png' })
  const read = await call(app, 'GET', '/playlists/1')
  const before = await snapshot(db)
  const written = await call(app, 'PUT', '/playlists/1', read.body, { 'if-match': read.headers.etag as string })
  t.strictSame([written.status, written.body, written.headers.etag], [200, read.body, read.headers.etag])
  t.strictSame(await snapshot(db), before, 'nothing changed')
  // Another key beside the null is still the problem it was: the null names no record.
  const other = await call(app, 'PUT', '/playlists/1', { ...read.body, coverId: 2 })
  t.strictSame([other.status, other.body], [400, { message: [{ coverId: 'Names another Cover than cover: leave it out, cover sets it' }] }])
  t.strictSame(await snapshot(db), before, 'nothing changed')
})
