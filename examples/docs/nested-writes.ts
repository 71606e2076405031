// Nested writes: a writable list's records are written with their parent, in its transaction.
import Fastify from 'fastify'
import { Column, DB, defineModel, Relationship } from '../../lib/index.ts'
import modelResources, { ModelResource } from '../../plugin/index.ts'

const Playlist = defineModel({
  name: 'Playlist',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(50, { nullable: false }) },
  relationships: { tracks: Relationship.list('Track', { writable: true, limit: 50 }) }
})

const Track = defineModel({
  name: 'Track',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    playlistId: Column.Integer({ nullable: false, foreignKey: 'playlist.id' }),
    title: Column.String(50, { nullable: false })
  }
})

class PlaylistResource extends ModelResource.of(Playlist) {}

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Playlist, Track] })
  await db.createAll()
  const app = Fastify()
  await app.register(modelResources, { db, resources: [PlaylistResource] })
  try {
    const created = await app.inject({ method: 'POST', url: '/playlists', payload: { name: 'Mix', tracks: [{ title: 'A' }, { title: 'B' }] } })
    // The list is the whole set: track 1 changes, a new one is created, track 2 is deleted.
    const replaced = await app.inject({ method: 'PATCH', url: '/playlists/1', payload: { tracks: [{ id: 1, title: 'A2' }, { title: 'C' }] } })
    // One bad record: nothing is written, and each problem names its record by path.
    const refused = await app.inject({ method: 'PATCH', url: '/playlists/1', payload: { name: 'Gone', tracks: [{ id: 1 }, { title: null }] } })
    return {
      created: [created.statusCode, created.json()],
      replaced: [replaced.statusCode, replaced.json()],
      refused: [refused.statusCode, refused.json()],
      stored: (await db.find(Track, {})).map(track => track.title)
    }
  } finally {
    await app.close()
  }
}
