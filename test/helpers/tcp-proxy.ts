// A TCP relay in front of a real server, which a test cuts to make that server unreachable for
// the app without stopping it for other tests that share it.
import { createServer, connect, type Socket } from 'node:net'
import type { Test } from 'tap'

export interface Relay {
  /** `url` (a postgresql:// URL of the relayed server) reached through the relay. */
  on: (url: string) => string
  /** Drops every open connection and refuses new ones: the server is gone, as far as the app can tell. */
  cut: () => Promise<void>
}

/**
 * Relays 127.0.0.1:<a free port> to 127.0.0.1:`port` until `cut()` or the end of `t`. `hold`: a
 * connection whose client sends a chunk it accepts is forwarded no further from the client (the
 * server never sees that statement, nor any after it), as a server that stopped answering.
 */
export async function openRelay (t: Test, port: number, hold?: (chunk: Buffer) => boolean): Promise<Relay> {
  const sockets = new Set<Socket>()
  const server = createServer(client => {
    const upstream = connect(port, '127.0.0.1')
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => { client.destroy(); upstream.destroy() })
    }
    let held = false
    client.on('data', (chunk: Buffer) => {
      held ||= hold?.(chunk) === true
      if (!held) upstream.write(chunk)
    })
    client.on('end', () => upstream.end())
    upstream.pipe(client)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the relay has no port')
  let open = true
  const cut = async (): Promise<void> => {
    if (!open) return
    open = false
    const closed = new Promise<void>(resolve => server.close(() => resolve()))
    for (const socket of sockets) socket.destroy()
    await closed
  }
  t.teardown(cut)
  return {
    on: url => {
      const target = new URL(url)
      target.host = `127.0.0.1:${address.port}`
      return target.toString()
    },
    cut
  }
}
