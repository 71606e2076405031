// A Server-Sent Events client on a raw HTTP request, as a browser's EventSource reads a stream:
// the events in order, the comment lines, and the answer when the server refuses.
import { request, type IncomingMessage } from 'node:http'

export interface ServerEvent {
  event: string
  id: string
  data: any
  /** `'true'` where the record passed maxAnswerBytes and `data` is its key alone. */
  cut?: string
}

export interface Stream {
  status: number
  headers: IncomingMessage['headers']
  /** The events received so far, in order. */
  events: ServerEvent[]
  /** The comment lines received so far (`ping`, `subscribed`). */
  comments: string[]
  /** A refused request's body, parsed. */
  body?: any
  /** Resolves once `count` events have arrived (rejects after `timeoutMs`). */
  wait: (count: number, timeoutMs?: number) => Promise<ServerEvent[]>
  /** Resolves when the server ends or breaks the stream. */
  ended: Promise<void>
  close: () => void
  /** Stops reading without closing (a slow reader). */
  pause: () => void
  /** Reads again after `pause`. */
  resume: () => void
}

/** Opens `path` on `base` (http://host:port) as an event stream. */
export async function subscribe (base: string, path: string, headers: Record<string, string> = {}): Promise<Stream> {
  return await new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers: { accept: 'text/event-stream', ...headers } }, res => {
      const stream: Stream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events: [],
        comments: [],
        wait: async (count, timeoutMs = 10_000) => await new Promise((resolve, reject) => {
          const started = Date.now()
          const check = (): void => {
            if (stream.events.length >= count) resolve(stream.events.slice(0, count))
            else if (Date.now() - started > timeoutMs) reject(new Error(`${stream.events.length} of ${count} events after ${timeoutMs} ms: ${JSON.stringify(stream.events)}`))
            else setTimeout(check, 10)
          }
          check()
        }),
        ended: new Promise(resolve => { res.on('close', () => resolve()) }),
        close: () => { req.destroy() },
        pause: () => { res.pause() },
        resume: () => { res.resume() }
      }
      res.setEncoding('utf8')
      if (stream.status !== 200) {
        let text = ''
        res.on('data', chunk => { text += chunk })
        res.on('end', () => {
          stream.body = text === '' ? undefined : JSON.parse(text)
          resolve(stream)
        })
        return
      }
      let buffer = ''
      res.on('data', (chunk: string) => {
        buffer += chunk
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const fields: Record<string, string> = {}
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) stream.comments.push(line.slice(1).trim())
            else {
              const colon = line.indexOf(':')
              fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart()
            }
          }
          if (fields.event !== undefined) stream.events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data), ...(fields.cut === undefined ? {} : { cut: fields.cut }) })
        }
      })
      res.on('error', () => {})
      resolve(stream)
    })
    req.on('error', reject)
    req.end()
  })
}
