// A Server-Sent Events subscriber on a raw TCP socket, as cheap as one can be: an HTTP/1.1 GET
// written by hand, the chunked body decoded, and of each event only its id and the fields the
// bench needs (found by a pattern in the data line, not parsed as JSON). With `resume`, a dropped
// connection is opened again with Last-Event-ID, as EventSource does, until it succeeds.
import { connect, type Socket } from 'node:net'

export interface Received {
  id: number
  /** The record's id (the first field of every answer of the example API). */
  record: number
  /** The writer's sequence number, read from the record (`"description":"e<n>"` or `"title":"e<n>"`). */
  seq: number
  /** The record's `ownerId`, when it has one. */
  owner: number | undefined
  /** performance.now() when the frame was read. */
  at: number
}

const SEQ = /"(?:description|title)":"e(\d+)"/
const OWNER = /"ownerId":(\d+)/
const RECORD = /^\{"id":(\d+)/

export class SseSocket {
  readonly received: Received[] = []
  lastId: string | undefined
  /** Times the stream was opened (the first subscription included). */
  opened = 0
  #socket: Socket | undefined
  #closing = false
  #resume = false

  readonly port: number
  readonly path: string
  readonly headers: Record<string, string>

  constructor (port: number, path: string, headers: Record<string, string> = {}) {
    this.port = port
    this.path = path
    this.headers = headers
  }

  /** Resolves once the server has sent its `: subscribed` comment (rejects on a refusal). */
  async open (): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const socket = connect(this.port, '127.0.0.1')
      this.#socket = socket
      socket.setEncoding('latin1')
      socket.setNoDelay(true)
      const lines = [`GET ${this.path} HTTP/1.1`, `Host: 127.0.0.1:${this.port}`, 'Accept: text/event-stream']
      for (const [name, value] of Object.entries(this.headers)) lines.push(`${name}: ${value}`)
      if (this.lastId !== undefined) lines.push(`Last-Event-ID: ${this.lastId}`)
      socket.write(lines.join('\r\n') + '\r\n\r\n')
      let head: string | undefined = ''
      // The chunked body: what is left of the current chunk, and the body text not yet framed.
      let raw = ''
      let chunkLeft = 0
      let body = ''
      let subscribed = false
      const frames = (): void => {
        let end
        while ((end = body.indexOf('\n\n')) >= 0) {
          const frame = body.slice(0, end)
          body = body.slice(end + 2)
          if (frame.startsWith(':')) {
            if (!subscribed && frame.startsWith(': subscribed')) {
              subscribed = true
              this.opened++
              resolve()
            }
            continue
          }
          this.#frame(frame)
        }
      }
      socket.on('data', (chunk: string) => {
        if (head !== undefined) {
          head += chunk
          const split = head.indexOf('\r\n\r\n')
          if (split < 0) return
          const status = Number(head.slice(9, 12))
          raw = head.slice(split + 4)
          if (status !== 200) {
            socket.destroy()
            reject(new Error(`${this.path}: HTTP ${status} ${raw}`))
            return
          }
          head = undefined
        } else raw += chunk
        // Chunks: `<hex size>\r\n<bytes>\r\n`; the sizes are of bytes, and latin1 keeps one char per byte.
        for (;;) {
          if (chunkLeft > 0) {
            const take = Math.min(chunkLeft, raw.length)
            body += raw.slice(0, take)
            raw = raw.slice(take)
            chunkLeft -= take
            if (chunkLeft > 0) break
            continue
          }
          const eol = raw.indexOf('\r\n', raw.startsWith('\r\n') ? 2 : 0)
          if (eol < 0) break
          const size = parseInt(raw.slice(0, eol).trim(), 16)
          raw = raw.slice(eol + 2)
          if (size === 0) break
          chunkLeft = size
        }
        frames()
      })
      socket.on('error', error => { if (!subscribed) reject(error) })
      socket.on('close', () => {
        if (!subscribed) reject(new Error(`${this.path}: closed before subscribing`))
        else if (this.#resume && !this.#closing) void this.#reopen()
      })
    })
  }

  #frame (frame: string): void {
    let id: string | undefined
    let data = ''
    for (const line of frame.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4)
      else if (line.startsWith('data: ')) data = line.slice(6)
    }
    if (id === undefined) return
    this.lastId = id
    const seq = SEQ.exec(data)
    const owner = OWNER.exec(data)
    const record = RECORD.exec(data)
    this.received.push({ id: Number(id), record: record === null ? -1 : Number(record[1]), seq: seq === null ? -1 : Number(seq[1]), owner: owner === null ? undefined : Number(owner[1]), at: performance.now() })
  }

  /** From now on a dropped stream is opened again with Last-Event-ID. */
  resume (): void { this.#resume = true }

  async #reopen (): Promise<void> {
    while (!this.#closing) {
      await new Promise(resolve => setTimeout(resolve, 100 + Math.random() * 200))
      try {
        await this.open()
        return
      } catch {}
    }
  }

  close (): void {
    this.#closing = true
    this.#socket?.destroy()
  }
}
