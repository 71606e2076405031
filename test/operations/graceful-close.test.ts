// The server's close() does not wait on clients: a connection that has sent no request yet (a
// browser's preconnect, an event stream's client coming back as its stream ends) held it, and the
// database, for Node's headersTimeout or Fastify's keepAliveTimeout (60-72 s) before.
import { connect, type Socket } from 'node:net'
import t from 'tap'
import { eachDatabase } from '../helpers/databases.ts'
import { listeningExample } from '../helpers/listening.ts'

async function rawConnection (base: string): Promise<Socket> {
  const { port } = new URL(base)
  const socket = connect(Number(port), '127.0.0.1')
  socket.on('error', () => {})
  await new Promise(resolve => socket.once('connect', resolve))
  return socket
}

eachDatabase(t, 'close() ends a connection that has sent no request yet, beside one kept alive after its answer, at once', async (t, { url }) => {
  const { app, base } = await listeningExample(t, url)
  const silent = await rawConnection(base)
  t.teardown(() => { silent.destroy() })
  const ended = new Promise<boolean>(resolve => silent.once('close', () => { resolve(true) }))
  // A request on a kept-alive connection answered before close() is left to Node (idle between requests).
  const answer = await fetch(`${base}/books/1`)
  t.equal(answer.status, 200)
  await answer.text()
  const started = Date.now()
  await app.close()
  const took = Date.now() - started
  t.ok(took < 10_000, `closed in ${took} ms, not after the keep-alive or headers timeout`)
  t.equal(await ended, true, 'the silent connection was ended')
})
