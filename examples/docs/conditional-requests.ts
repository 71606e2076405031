// ETags, If-None-Match and If-Match: a client that sends back the tag it read never overwrites a change it has not seen.
import Fastify from 'fastify'
import { DB } from '../../lib/index.ts'
import modelResources, { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { Author, Book, BookTag, Tag, User } from '../models.ts'

class BookResource extends ModelResource.of(Book, { requireIfMatch: true }) {} // writes must send If-Match
class BookCollection extends CollectionModelResource.of(Book) {}
class UserResource extends ModelResource.of(User) {}

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Author, Book, Tag, BookTag, User] })
  await db.createAll()
  await new Author({ firstName: 'Ursula', lastName: 'Le Guin' }).save()
  await new Book({ title: 'The Dispossessed', pubYear: 1974, authorId: 1 }).save()
  await new User({ username: 'ann', password: 'secret', email: 'ann@example.com' }).save()
  const app = Fastify()
  await app.register(modelResources, { db, resources: [BookResource, BookCollection, UserResource] })
  const send = async (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string> = {}, body?: object) => {
    const answer = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body }) })
    return [answer.statusCode, answer.headers.etag ?? null, answer.body === '' ? null : answer.json()]
  }
  try {
    const [, tag] = await send('GET', '/books/1')
    const userTag = (await send('GET', '/users/1'))[1] as string
    return {
      read: await send('GET', '/books/1'),
      unchanged: await send('GET', '/books/1', { 'if-none-match': tag as string }),
      noIfMatch: await send('PATCH', '/books/1', {}, { pubYear: 1975 }),
      written: await send('PATCH', '/books/1', { 'if-match': tag as string }, { pubYear: 1975 }),
      lostUpdate: await send('PATCH', '/books/1', { 'if-match': tag as string }, { title: 'Another' }),
      malformed: await send('DELETE', '/books/1', { 'if-match': 'not-a-tag' }),
      // A tag read with fields is the record's: good for If-Match.
      narrowed: await send('GET', '/books/1?fields=title'),
      // If-None-Match: * makes a PUT create-only: the book exists, so nothing is written.
      createOnly: await send('PUT', '/books/1', { 'if-none-match': '*' }, { title: 'Another', pubYear: 1975, authorId: 1 }),
      page: (await send('GET', '/books'))[1], // weak: a digest of the page as sent
      // A write-only column is not part of the tag: changing a password leaves the user's tag as it was.
      passwordChanged: (await send('PATCH', '/users/1', { 'if-match': userTag }, { password: 'new secret' }))[1] === userTag
    }
  } finally {
    await app.close()
  }
}
