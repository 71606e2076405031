// Nested writes: a writable relationship's records are written with their parent, in its transaction.
import Fastify from 'fastify'
import { Column, DB, defineModel, Relationship } from '../../lib/index.ts'
import modelResources, { ModelResource } from '../../plugin/index.ts'

const Playlist = defineModel({
  name: 'Playlist',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(50, { nullable: false }),
    coverId: Column.Integer({ foreignKey: 'cover.id' })
  },
  relationships: {
    tracks: Relationship.list('Track', { writable: true, limit: 50 }),
    cover: Relationship.single('Cover', { writable: true })
  }
})

const Track = defineModel({
  name: 'Track',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    playlistId: Column.Integer({ nullable: false, foreignKey: 'playlist.id' }),
    title: Column.String(50, { nullable: false })
  }
})

const Cover = defineModel({
  name: 'Cover',
  columns: { id: Column.Integer({ primaryKey: true }), url: Column.String(100, { nullable: false }) }
})

class PlaylistResource extends ModelResource.of(Playlist) {}

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Playlist, Track, Cover] })
  await db.createAll()
  const app = Fastify()
  await app.register(modelResources, { db, resources: [PlaylistResource] })
  try {
    // The cover is created first, and the playlist's coverId set to it; the tracks after the playlist.
    const created = await app.inject({
      method: 'POST', url: '/playlists', payload: { name: 'Mix', cover: { url: 'a.png' }, tracks: [{ title: 'A' }, { title: 'B' }] }
    })
    // The list is the whole set: track 1 changes, a new one is created, track 2 is deleted.
    // A cover without an id replaces the linked one, which is deleted.
    const replaced = await app.inject({
      method: 'PATCH', url: '/playlists/1', payload: { tracks: [{ id: 1, title: 'A2' }, { title: 'C' }], cover: { url: 'b.png' } }
    })
    // One bad record: nothing is written, and each problem names its record by path.
    const refused = await app.inject({
      method: 'PATCH', url: '/playlists/1', payload: { name: 'Gone', tracks: [{ id: 1 }, { title: null }], cover: { id: 2, url: 'c'.repeat(101) } }
    })
    return {
      created: [created.statusCode, created.json()],
      replaced: [replaced.statusCode, replaced.json()],
      refused: [refused.statusCode, refused.json()],
      stored: { tracks: (await db.find(Track, {})).map(track => track.title), covers: (await db.find(Cover, {})).map(cover => cover.url) }
    }
  } finally {
    await app.close()
  }
}
