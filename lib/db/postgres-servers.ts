import type { ConnectionOptions } from 'node:tls'
import { serverOf, type ServerName } from './connect-error.ts'
import type { PostgresServer } from './connect-postgres.ts'
import { tlsOf } from './tls-options.ts'
import { parseUri, type ParsedUri } from './uri.ts'

/** A PostgreSQL DB's servers as its URLs and options say, read (and checked) at construction. */
export interface PostgresServers {
  primary: PostgresServer
  replicas: PostgresServer[]
  /** The primary, named for start-up errors (its URL as given, without the password). */
  name: ServerName
}

export function postgresServers (url: string, replicaUrls: readonly string[], ssl: boolean | ConnectionOptions | undefined): PostgresServers {
  const server = (uri: ParsedUri): PostgresServer => {
    const clientUrl = uri.clientUrl as string
    return { clientUrl, params: uri.params ?? {}, tls: tlsOf(new URL(clientUrl).hostname, uri.params, ssl) }
  }
  const primary = server(parseUri(url))
  return { primary, replicas: replicaUrls.map(replica => server(parseUri(replica))), name: serverOf(url, primary.tls.asked) }
}
