// Two DBs on the same models in one process (a database per tenant, a test database beside the
// app's): each DB resolves the models' relationships and search index onto them, and the plugin
// keeps those in its plans at registration. Tried as a new user would: once a second DB was made,
// the first app answered 400 "author cannot be used in a filter" to `author.lastName=Lee`.
import t from 'tap'
import { DB } from '../../lib/index.ts'
import { models as exampleModels } from '../../examples/models.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { seedOneBook } from '../helpers/state.ts'

t.test('an app still goes through its relationships once a second DB is made on its models [sqlite]', async t => {
  const first = await openApp(t, 'sqlite:///:memory:')
  await seedOneBook(first.db)
  const second = await openApp(t, 'sqlite:///:memory:')
  await call(second.app, 'POST', '/authors', { firstName: 'Bo', lastName: 'Kim' })
  await call(second.app, 'POST', '/books', { title: 'Second', pubYear: 2001, authorId: 1 })
  for (const [app, title, lastName] of [[first.app, 'First', 'Lee'], [second.app, 'Second', 'Kim']] as const) {
    const paths = [
      `/books?fields=id,title&author.lastName=${lastName}`,
      '/books?fields=id,title&orderBy=author.lastName',
      `/books?fields=id,title&search=${lastName}`
    ]
    for (const path of paths) {
      const res = await call(app, 'GET', path)
      t.strictSame([res.status, res.body], [200, { Book: [{ id: 1, title }] }], `${lastName}: ${path}`)
    }
    const authors = await call(app, 'GET', `/authors?fields=lastName&books.title=${title}`)
    t.strictSame([authors.status, authors.body], [200, { Author: [{ lastName }] }], `${lastName}: through a list`)
    const groups = await call(app, 'GET', '/books/aggregate?groupBy=author.lastName')
    t.strictSame([groups.status, groups.body], [200, { groups: [{ key: { 'author.lastName': lastName }, count: 1 }] }], `${lastName}: grouped through a relationship`)
  }
})

// A DB made without the resources (a script's, a test helper's) names no search index: before, it
// unmade the first app's, whose `search=Lee` then answered 200 with no books.
t.test('a second DB made without the resources leaves the first app\'s search as it was [sqlite]', async t => {
  const first = await openApp(t, 'sqlite:///:memory:')
  await seedOneBook(first.db)
  const script = new DB('sqlite:///:memory:', { models: exampleModels })
  t.teardown(() => script.close())
  await script.createAll()
  const res = await call(first.app, 'GET', '/books?fields=id,title&search=Lee')
  t.strictSame([res.status, res.body], [200, { Book: [{ id: 1, title: 'First' }] }])
})
