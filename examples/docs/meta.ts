// Meta resources describe another resource: its URLs, requirements, input and response fields.
import { buildApp } from '../app.ts'

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl })
  const user = { authorization: 'User:1' }
  try {
    const post = (await app.inject({ url: '/api/v2/meta/orders/single?post', headers: user })).json()
    const two = (await app.inject({ url: '/api/v2/meta/orders/single?method=get&method=delete', headers: user })).json()
    const collection = (await app.inject('/meta/authors/collection')).json()
    return {
      top: { ...post, methods: Object.keys(post.methods), table: Object.keys(post.table) },
      post: { ...post.methods.post, input: Object.keys(post.methods.post.input) }, // responses: the Job that afterCommit answers
      twoMethods: Object.keys(two.methods),
      deleteResponses: two.methods.delete.responses,
      collectionGet: { ...collection.methods.get, queryString: Object.keys(collection.methods.get.queryString), responses: '...' },
      unknownMethod: (await app.inject('/meta/authors/single?fetch')).json(),
      guarded: (await app.inject('/api/v2/meta/orders/single')).statusCode // the meta resource's own decorator
    }
  } finally {
    await app.close()
  }
}
