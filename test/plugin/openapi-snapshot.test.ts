// The example API's whole OpenAPI document, with /health, /ready and /metrics as examples/app.ts
// serves them, pinned by a snapshot (tap-snapshots/): any change to a path, schema, status or
// description shows as a diff. The document is the same on every database.
// Regenerate after an intended change: npx tap --snapshot test/plugin/openapi-snapshot.test.ts
import t from 'tap'
import { buildApp } from '../../examples/app.ts'
import { EXAMPLE_OPERATIONS, openApp } from '../helpers/app.ts'
import { databaseUrl, dialects } from '../helpers/databases.ts'
import { call } from '../helpers/http.ts'

t.test('the example API\'s OpenAPI document is pinned, and identical on every database', async t => {
  const documents = new Map<string, unknown>()
  // SQLite's document is the pinned one, also in a PostgreSQL-only run.
  for (const dialect of new Set(['sqlite', ...dialects()] as const)) {
    const { app } = await openApp(t, await databaseUrl(t, dialect), { plugin: EXAMPLE_OPERATIONS })
    const res = await call(app, 'GET', '/openapi.json')
    t.equal(res.status, 200, `${dialect}: 200`)
    documents.set(dialect, res.body)
  }
  const sqlite = documents.get('sqlite')
  t.matchSnapshot(sqlite, 'the whole document')
  for (const [dialect, document] of documents) t.strictSame(document, sqlite, `${dialect}: the same document as on SQLite`)
})

t.test('examples/app.ts serves the same document as the test helper\'s example app', async t => {
  const built = await buildApp({ databaseUrl: 'sqlite:///:memory:' })
  t.teardown(() => built.close())
  const { app } = await openApp(t, 'sqlite:///:memory:', { plugin: EXAMPLE_OPERATIONS })
  t.strictSame((await call(built, 'GET', '/openapi.json')).body, (await call(app, 'GET', '/openapi.json')).body)
})
