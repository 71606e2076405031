import type { ConnectionOptions } from 'node:tls'
import { BadDbOption } from '../errors.ts'
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db-options.ts'
import { serverOf, type ServerName } from './connect-error.ts'
import type { PostgresReplica, PostgresServer } from './connect-postgres.ts'
import { tlsOf } from './tls-options.ts'
import { parseUri, type ParsedUri } from './uri.ts'

/** A PostgreSQL DB's servers as its URLs and options say, read (and checked) at construction. */
export interface PostgresServers {
  primary: PostgresServer
  replicas: PostgresReplica[]
  /** The primary, named for start-up errors (its URL as given, without the password). */
  name: ServerName
}

/**
 * Whether a server's URL sets a server setting itself, in libpq's `options` (`-c jit=off`, `--statement-timeout=5s`): what
 * the user wants there, which the package's own default for it must not override.
 */
export function urlSets (server: PostgresServer, setting: string): boolean {
  return new RegExp(`\\b${setting.replaceAll('_', '[-_]')}\\s*=`, 'i').test(server.params.options ?? '')
}

/** The DB options that say how to use each server. */
export interface ServerOptions {
  ssl?: boolean | ConnectionOptions | undefined
  statementTimeout?: number | undefined
  preparedStatements?: boolean | undefined
}

/**
 * `statementTimeout` is refused beside a URL's `-c statement_timeout`: PostgreSQL applies the
 * startup parameter after `options`, so one of the two would be dropped without a word.
 * `preparedStatements` is each server's: the option for all, else the server's own URL (a pooler
 * may stand in front of a replica only), else, for a replica, the primary's URL.
 */
export function postgresServers (url: string, replicaUrls: readonly string[], options: ServerOptions): PostgresServers {
  const { ssl, statementTimeout } = options
  const primaryUri = parseUri(url)
  const server = (uri: ParsedUri): PostgresServer => {
    const clientUrl = uri.clientUrl as string
    const preparedStatements = options.preparedStatements ?? uri.preparedStatements ?? primaryUri.preparedStatements ?? true
    return {
      clientUrl,
      params: uri.params ?? {},
      tls: tlsOf(new URL(clientUrl).hostname, uri.params, ssl),
      preparedStatements,
      // Behind a pooler (PgBouncer refuses it at login) none by default: the database's or role's.
      statementTimeout: statementTimeout ?? (preparedStatements ? DEFAULT_STATEMENT_TIMEOUT_MS : 0)
    }
  }
  const primary = server(primaryUri)
  const replicas = replicaUrls.map(url => {
    const replica = server(parseUri(url))
    return { ...replica, name: serverOf(url, replica.tls.asked) }
  })
  if (statementTimeout !== undefined && [primary, ...replicas].some(each => urlSets(each, 'statement_timeout'))) {
    throw new BadDbOption('statementTimeout is given, and a database URL sets statement_timeout in its options: give one of the two')
  }
  return { primary, replicas, name: serverOf(url, primary.tls.asked) }
}
