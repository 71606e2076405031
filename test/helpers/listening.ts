// The example API listening on a random port of 127.0.0.1, with one author (Ann Lee) and one
// book: what the typed client's tests call over real HTTP. Closed when the test ends.
import type { AddressInfo } from 'node:net'
import type { Test } from 'tap'
import { openApp, type OpenOptions, type Opened } from './app.ts'
import { seedOneBook } from './state.ts'

export async function listeningExample (t: Test, url: string, options: OpenOptions = {}): Promise<Opened & { base: string }> {
  const opened = await openApp(t, url, options)
  await seedOneBook(opened.db)
  await opened.app.listen({ host: '127.0.0.1', port: 0 })
  return { ...opened, base: `http://127.0.0.1:${(opened.app.server.address() as AddressInfo).port}` }
}
