import { existsSync, readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { checkServerIdentity, type ConnectionOptions } from 'node:tls'
import { BadDbOption } from '../errors.ts'
import type { PostgresParams } from './uri.ts'

/** What connecting to one PostgreSQL server asks of TLS. */
export interface Tls {
  /** node-postgres's `ssl`: false for a plain connection. */
  ssl: false | ConnectionOptions
  /** sslmode=prefer: when the server answers that it has no TLS, connect in plain text. */
  fallBackToPlain: boolean
  /** How the connection was asked for, for error messages: `sslmode=require`, `the ssl option`. */
  asked?: string
}

/**
 * The TLS settings of a connection, as libpq documents its sslmode values: `disable` plain;
 * `prefer` TLS when the server has it, unverified; `require` TLS, unverified (verified as in
 * verify-ca when an sslrootcert is given); `verify-ca` TLS whose certificate a trusted CA signed;
 * `verify-full` that, and the certificate names the host. The CAs are sslrootcert's, else
 * ~/.postgresql/root.crt where it exists, else the system's. `?ssl=true` is node-postgres's:
 * verify-full. `option` (DBOptions.ssl) is node's TLS options as node-postgres takes them, for
 * certificates held in memory. Without any of them the connection is plain, as node-postgres's.
 * Files are read now: a missing one is an error at construction.
 */
export function tlsOf (host: string, params: PostgresParams = {}, option?: boolean | ConnectionOptions): Tls {
  const inUrl = params.sslmode !== undefined || params.ssl !== undefined
  if (option !== undefined && inUrl) throw new BadDbOption('The ssl option and the URL\'s sslmode (or ssl) both set TLS: give one of them')
  if (option !== undefined) {
    if (option === false) return { ssl: false, fallBackToPlain: false }
    return { ssl: { ...verifyHost(host), ...(option === true ? {} : option) }, fallBackToPlain: false, asked: 'the ssl option' }
  }
  const mode = params.sslmode ?? (params.ssl === true ? 'verify-full' : params.ssl === false ? 'disable' : undefined)
  if (mode === undefined || mode === 'disable') {
    if (params.sslrootcert !== undefined || params.sslcert !== undefined) throw new BadDbOption(`sslrootcert and sslcert apply to a TLS connection: add sslmode=${params.sslrootcert !== undefined ? 'verify-full' : 'require'}`)
    return { ssl: false, fallBackToPlain: false }
  }
  const asked = params.sslmode !== undefined ? `sslmode=${mode}` : 'ssl=true'
  const client = clientCertificate(params)
  const verify = mode === 'verify-ca' || mode === 'verify-full' || (mode === 'require' && params.sslrootcert !== undefined)
  if (!verify) return { ssl: { ...client, rejectUnauthorized: false }, fallBackToPlain: mode === 'prefer', asked }
  return {
    ssl: { ...client, ...rootCertificates(params.sslrootcert), rejectUnauthorized: true, ...(mode === 'verify-full' ? verifyHost(host) : { checkServerIdentity: () => undefined }) },
    fallBackToPlain: false,
    asked
  }
}

/** The certificate must name `host` (the URL's, not what the socket resolved). */
function verifyHost (host: string): ConnectionOptions {
  return { checkServerIdentity: (_name, certificate) => checkServerIdentity(host, certificate) }
}

function rootCertificates (sslrootcert: string | undefined): ConnectionOptions {
  if (sslrootcert === 'system') return {}
  if (sslrootcert !== undefined) return { ca: readCertificate('sslrootcert', sslrootcert) }
  const fallback = join(homedir(), '.postgresql', 'root.crt')
  return existsSync(fallback) ? { ca: readCertificate('sslrootcert', fallback) } : {}
}

function clientCertificate (params: PostgresParams): ConnectionOptions {
  if (params.sslcert === undefined && params.sslkey === undefined) return {}
  if (params.sslcert === undefined || params.sslkey === undefined) throw new BadDbOption('A client certificate needs both sslcert and sslkey')
  return { cert: readCertificate('sslcert', params.sslcert), key: readCertificate('sslkey', params.sslkey) }
}

function readCertificate (param: string, path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    throw new BadDbOption(`${param} ${path} cannot be read: ${(error as Error).message}`, { cause: error })
  }
}
