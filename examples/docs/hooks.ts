// Hooks: process*Input see (and may narrow) the query and change the data before a method runs;
// beforeCommit runs inside the write's transaction, afterCommit right after the commit.
import Fastify from 'fastify'
import { Column, DB, defineModel, type HookQuery } from '../../lib/index.ts'
import modelResources, { CollectionModelResource, ModelResource, type Data, type HookResult, type Kwargs } from '../../plugin/index.ts'

export const Note = defineModel({
  name: 'Note',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    owner: Column.String(20, { nullable: false }),
    text: Column.String(200, { nullable: false })
  }
})

// `ModelResource.of(Note, ...)`: the hooks receive a Note (`note.text` is a string), and the
// settings are checked against Note's fields and the method names.
class NoteResource extends ModelResource.of(Note, {
  beforeCommit: {
    post: (_resource, note) => note.text?.includes('secret') === true
      ? [false, 'Notes may not hold secrets', 422]
      : [true, note, 201]
  },
  afterCommit: {
    delete: (_resource, note) => [true, { deleted: note.id }, 200]
  }
}) {

  private get user (): string | undefined { return this.request.headers['x-user'] as string | undefined }

  override processGetInput (query: HookQuery<typeof Note>, data: Data, _kwargs: Kwargs): HookResult {
    return { status: true, query: query.where({ owner: this.user ?? '' }), data } // only the caller's notes
  }

  override processPostInput (data: Data): HookResult {
    if (this.user === undefined) return { status: false, message: 'Sign in first', statusCode: 401 }
    return { status: true, data: { ...data, owner: this.user } } // the owner is the caller
  }

  override processDeleteInput (query: HookQuery<typeof Note>, _kwargs: Kwargs): HookResult {
    return { status: true, query: query.where({ owner: this.user ?? '' }) }
  }
}

class NoteCollection extends CollectionModelResource.of(Note) {
  override processGetInput (query: HookQuery<typeof Note>, data: Data): HookResult {
    const { search, ...rest } = data // a parameter of our own, taken out before the query language reads the rest
    if (typeof search === 'string') query.where('text', 'ilike', `%${search}%`)
    return { status: true, query, data: rest }
  }
}

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Note] })
  await db.createAll()
  const app = Fastify()
  await app.register(modelResources, { db, resources: [NoteResource, NoteCollection] })
  const as = (user: string) => ({ 'x-user': user })
  try {
    const post = (text: string, headers = {}) => app.inject({ method: 'POST', url: '/notes', payload: { text }, headers })
    const answers = [
      await post('Buy tea', as('ann')),
      await post('Call Bob', as('bob')),
      await post('Anonymous'),
      await post('My secret is...', as('ann')),
      await app.inject({ url: '/notes/2', headers: as('ann') }),
      await app.inject({ url: '/notes/2', headers: as('bob') }),
      await app.inject('/notes?search=TEA'),
      await app.inject({ method: 'DELETE', url: '/notes/1', headers: as('ann') })
    ]
    return answers.map(answer => [answer.statusCode, answer.json()])
  } finally {
    await app.close()
  }
}
