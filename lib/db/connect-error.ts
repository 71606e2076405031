import { DatabaseUnreachable } from '../errors.ts'

/** The server a connection was for, named without its password. */
export interface ServerName {
  host: string
  port: string
  /** The URL as given, less its password. */
  url: string
  /** How TLS was asked for (`sslmode=require`), if it was. */
  tlsAsked?: string
}

/** `host`, `port` and the URL without its password, from a PostgreSQL URL. */
export function serverOf (url: string, tlsAsked?: string): ServerName {
  const parsed = new URL(url)
  const port = parsed.port === '' ? '5432' : parsed.port
  if (parsed.password !== '') parsed.password = ''
  return { host: parsed.hostname, port, url: parsed.toString(), ...(tlsAsked === undefined ? {} : { tlsAsked }) }
}

const TLS_REFUSED = 'The server does not support SSL connections'

/** Whether the server answered that it has no TLS (node-postgres's words for it). */
export function tlsRefused (error: unknown): boolean {
  return error instanceof Error && error.message.includes(TLS_REFUSED)
}

/**
 * FMR_ERR_DB_CONNECT for a connection that failed at start: the server, the URL without its
 * password, the driver's reason and what to check, instead of the driver's bare error.
 */
export function unreachable (error: unknown, server: ServerName): Error {
  const reason = error instanceof Error ? (error.message !== '' ? error.message : (error as { code?: string }).code ?? error.name) : String(error)
  return new DatabaseUnreachable(`Cannot connect to PostgreSQL at ${server.host}:${server.port} (${server.url}): ${reason}. ${checkFor(error, server)}`, { cause: error })
}

function checkFor (error: unknown, server: ServerName): string {
  const code = (error as { code?: unknown } | null)?.code
  const where = `${server.host}:${server.port}`
  if (tlsRefused(error)) return `${server.tlsAsked ?? 'The connection'} asks for TLS and the server has none: turn ssl on in the server, or connect with sslmode=prefer or sslmode=disable.`
  if (code === 'ECONNREFUSED') return `Check that the server is running and listens on ${where}: pg_isready -h ${server.host} -p ${server.port}`
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `Check the host name ${server.host}.`
  // PgBouncer refusing a startup parameter: the pooler answered, and "timeout" in its text is no network's.
  const refused = code === '08P01' ? /unsupported startup parameter: (\w+)/.exec(String((error as Error).message))?.[1] : undefined
  if (refused === 'statement_timeout') return `A connection pooler (PgBouncer) at ${where} refuses the statement_timeout the package sends: declare it with ?preparedStatements=false in the URL, which sends none, and set the timeout on the database or its role (docs/replicas-and-poolers.md).`
  if (refused !== undefined) return `A connection pooler (PgBouncer) at ${where} refuses the startup parameter ${refused}: leave ${refused} out of the URL.`
  if (code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || /timeout/i.test(String((error as Error | null)?.message))) return `Check the host, the port and that no firewall stands between: pg_isready -h ${server.host} -p ${server.port}`
  if (code === '28P01' || code === '28000') return 'Check the user and the password in the URL, and the server\'s pg_hba.conf.'
  if (typeof code === 'string' && (code.startsWith('ERR_TLS') || /CERT|SELF_SIGNED|UNABLE_TO/.test(code))) {
    const names = server.tlsAsked === 'sslmode=verify-ca' || server.tlsAsked === 'sslmode=require' ? '' : `, and check that the certificate names ${server.host}`
    return `The server's certificate was refused (${server.tlsAsked ?? 'TLS'}): give the CA that signed it with sslrootcert${names}.`
  }
  return `Check the URL, and that the server runs: pg_isready -h ${server.host} -p ${server.port}`
}
