import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'

/** What the HTTP parser's errors are answered with, before any route or hook is reached. */
const ANSWERS: Record<string, { status: number, message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request head is larger than the server accepts' }
}
const MALFORMED = { status: 400, message: 'The request is not valid HTTP' }

/**
 * Fastify's `clientErrorHandler` option: the answer to a request Node's HTTP parser refused (a
 * head past its size limit, malformed HTTP, a request that took too long), written straight to the
 * socket as every other error is, `{message}`. Fastify's default adds `error` and `statusCode`.
 * Pass it with `frameworkErrors`: `Fastify({ frameworkErrors, clientErrorHandler })`.
 */
export function clientErrorHandler (error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, message } = ANSWERS[error.code ?? ''] ?? MALFORMED
  const body = JSON.stringify({ message })
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`)
  }
  socket.destroy(error)
}
