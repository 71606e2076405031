import { connect } from 'node:net'

/** The protocol's CancelRequest code (PostgreSQL's frontend/backend protocol, "Canceling Requests in Progress"). */
const CANCEL_REQUEST_CODE = 80877102
/** How long the cancel's own connection may take before it is given up (the read is answered already). */
const CANCEL_CONNECT_MS = 5000

export interface CancelTarget {
  host: string
  port: number
  processID: number | null
  secretKey: number | null
}

/**
 * Asks the server to cancel what the connection `target` runs now, as psql's Ctrl+C does: a
 * connection of its own sending the backend's key. PgBouncer relays it to the server connection
 * its client is on. Failures are ignored: the statement then ends at statementTimeout.
 */
export function sendCancel (target: CancelTarget): void {
  if (target.processID === null || target.secretKey === null) return
  const packet = Buffer.alloc(16)
  packet.writeInt32BE(16, 0)
  packet.writeInt32BE(CANCEL_REQUEST_CODE, 4)
  packet.writeInt32BE(target.processID, 8)
  packet.writeInt32BE(target.secretKey, 12)
  const socket = target.host.startsWith('/')
    ? connect(`${target.host}/.s.PGSQL.${target.port}`)
    : connect(target.port, target.host)
  socket.setTimeout(CANCEL_CONNECT_MS, () => socket.destroy())
  socket.on('error', () => {})
  // Sent, then the server closes the connection, as libpq waits for it to: a client that closes
  // its end first made PgBouncer 1.18 stop at once ("bad client state"), every client with it.
  socket.on('connect', () => socket.write(packet))
  socket.on('end', () => socket.destroy())
  socket.resume()
}
