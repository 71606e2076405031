// The test helpers hold every answer to the served OpenAPI document (test/helpers/openapi-check.ts):
// an answer it does not describe fails the call; a decorator's status is described once declared
// with documented(), a hook's once the resource declares it in `statuses`.
import t, { type Test } from 'tap'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { documented, ModelResource, type HookResult } from '../../plugin/index.ts'
import { Author, Book, BookTag, Tag } from '../../examples/models.ts'
import { openApp } from '../helpers/app.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { call } from '../helpers/http.ts'

async function teapot (_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await reply.code(418).send({ message: 'No coffee' })
}

const declaredTeapot = documented(async function declaredTeapot (request: FastifyRequest, reply: FastifyReply) {
  await teapot(request, reply)
}, { statuses: { 418: 'Asked for coffee' }, security: { name: 'Brew', scheme: { type: 'http', scheme: 'bearer' } } })

class Undeclared extends ModelResource.of(Book, { methodDecorators: { get: [teapot] } }) {}
class Declared extends ModelResource.of(Book, { methodDecorators: { get: [declaredTeapot] } }) {}

/** A hook refusal with a status only the resource's `statuses` can tell the document. */
class Hooked extends ModelResource.of(Author) {
  static override statuses = { delete: { 423: 'Authors are locked' } }
  override processDeleteInput (): HookResult {
    return { status: false, message: 'Locked', statusCode: 423 }
  }
}
class HookedUndeclared extends ModelResource.of(Author) {
  override processDeleteInput (): HookResult {
    return { status: false, message: 'Locked', statusCode: 423 }
  }
}

async function served (t: Test, url: string, resources: Array<typeof ModelResource>): Promise<FastifyInstance> {
  return (await openApp(t, url, { models: [Author, Book, Tag, BookTag], resources })).app
}

eachDatabase(t, 'an undeclared decorator status fails the call; a declared one is documented, with its security scheme', async (t, { url }) => {
  const bare = await served(t, url, [Undeclared])
  await t.rejects(call(bare, 'GET', '/books/1'), { message: 'GET /books/1 answered 418, not as the OpenAPI document says: status 418 is not documented (200, 304, 400, 404, 412, 414, 431, 500, 503)' })
  const app = await served(t, url, [Declared])
  const res = await call(app, 'GET', '/books/1')
  t.strictSame([res.status, res.body], [418, { message: 'No coffee' }])
  const doc = (await call(app, 'GET', '/openapi.json')).body
  t.strictSame(doc.paths['/books/{id}'].get.security, [{ Brew: [] }])
  t.strictSame(doc.paths['/books/{id}'].put.security, [], 'only the method it guards')
  t.strictSame(doc.components.securitySchemes, { Brew: { type: 'http', scheme: 'bearer' } })
  t.match(doc.paths['/books/{id}'].get.responses['418'].description, /^Asked for coffee/)
})

eachDatabase(t, 'a hook\'s status is documented once the resource declares it', async (t, { url }) => {
  const bare = await served(t, url, [HookedUndeclared])
  await t.rejects(call(bare, 'DELETE', '/authors/1'), { message: /answered 423, not as the OpenAPI document says: status 423 is not documented/ })
  const app = await served(t, url, [Hooked])
  const res = await call(app, 'DELETE', '/authors/1')
  t.strictSame([res.status, res.body], [423, { message: 'Locked' }])
  const doc = (await call(app, 'GET', '/openapi.json')).body
  t.equal(doc.paths['/authors/{id}'].get.responses['423'], undefined, 'only on the method declared')
})
