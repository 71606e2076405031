// Requests through app.inject, and a logger that keeps error lines. Apps are opened by app.ts,
// stored state is read by state.ts.
import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify'

export interface Answer {
  status: number
  headers: Record<string, unknown>
  /** The raw body text. */
  text: string
  /** The body parsed as JSON (undefined when empty). */
  body: any
}

/** One request; a non-string payload is sent as JSON. */
export async function call (
  app: FastifyInstance, method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}
): Promise<Answer> {
  const options: InjectOptions = { method, url, headers }
  if (payload !== undefined) {
    if (typeof payload === 'string') options.payload = payload
    else {
      options.payload = JSON.stringify(payload)
      options.headers = { 'content-type': 'application/json', ...headers }
    }
  }
  const res = await app.inject(options)
  return { status: res.statusCode, headers: res.headers, text: res.body, body: res.body === '' ? undefined : JSON.parse(res.body) }
}

/** A Fastify logger option that keeps error lines, parsed, in `lines`. */
export function errorLogInto (lines: Array<Record<string, any>>): FastifyServerOptions['logger'] {
  return { level: 'error', stream: { write: (line: string) => { lines.push(JSON.parse(line)) } } } as FastifyServerOptions['logger']
}

/** One request from a client at `address` (its `request.ip`): how tests tell clients apart. */
export async function callFrom (
  app: FastifyInstance, address: string, method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}
): Promise<Answer> {
  const json = payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers } }
  const res = await app.inject({ method, url, remoteAddress: address, headers, ...json })
  return { status: res.statusCode, headers: res.headers, text: res.body, body: res.body === '' ? undefined : JSON.parse(res.body) }
}
