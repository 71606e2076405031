import { BadDbOption, UnknownUriScheme } from '../errors.ts'

export type Dialect = 'sqlite' | 'postgresql'

/** libpq's sslmode values this package honours (`allow` is not one: see docs/deploying.md). */
export const SSL_MODES = ['disable', 'prefer', 'require', 'verify-ca', 'verify-full'] as const
export type SslMode = typeof SSL_MODES[number]

/** The parameters of a PostgreSQL URL that the package reads itself (the driver would drop them). */
export interface PostgresParams {
  sslmode?: SslMode
  /** node-postgres's `?ssl=true`: TLS, the certificate verified against the system's CAs (sslmode verify-full). */
  ssl?: boolean
  /** Files, as libpq reads them; `sslrootcert=system`: the system's CAs. */
  sslrootcert?: string
  sslcert?: string
  sslkey?: string
  application_name?: string
  /** Server settings sent at connection (`-c search_path=app`), as libpq's `options`. */
  options?: string
}

export interface ParsedUri {
  dialect: Dialect
  /** SQLite: the file path or `:memory:`. */
  dbName?: string
  /** PostgreSQL: the connection URL as given, less its parameters (read here). */
  clientUrl?: string
  /** PostgreSQL: `?preparedStatements=false` in the URL (a pooler's address says how to use it). */
  preparedStatements?: boolean
  /** PostgreSQL: the URL's other parameters, each one the package understands. */
  params?: PostgresParams
}

/** The URL's own parameter for DBOptions.preparedStatements, taken out before the driver sees the URL. */
const PREPARED_PARAM = 'preparedStatements'
const TEXT_PARAMS = ['sslrootcert', 'sslcert', 'sslkey', 'application_name', 'options'] as const
/** Every parameter a PostgreSQL URL may have: any other is refused, never silently dropped. */
export const URL_PARAMS = [PREPARED_PARAM, 'sslmode', 'ssl', ...TEXT_PARAMS]

/**
 * Reads the contract's connection URIs: `sqlite:///relative.db`, `sqlite:////absolute.db`,
 * `sqlite:///:memory:`, `postgresql://` and `postgres://`. Anything else is an error now,
 * not at the first query.
 */
export function parseUri (uri: string): ParsedUri {
  // From JavaScript, often an environment variable that is not set.
  if (typeof uri !== 'string') throw new BadDbOption(`new DB() needs a database URL (sqlite:///path/to/file.db or postgresql://user@host/name), not ${uri === undefined ? 'undefined: is the environment variable it is read from set?' : typeof uri}`)
  if (uri.startsWith('sqlite:///')) {
    const path = uri.slice('sqlite:///'.length)
    if (path === '') throw new UnknownUriScheme(uri)
    // The driver would open a file whose name holds them, not the one meant.
    if (/[?#]/.test(path)) throw new BadDbOption(`The SQLite URL ${uri} has a ? or #: a SQLite URL takes no parameters (the file's name would include them)`)
    return { dialect: 'sqlite', dbName: path }
  }
  if (/^postgres(ql)?:\/\//.test(uri)) {
    // Node's own TypeError would carry the whole URL, password included, as its `input`.
    if (!URL.canParse(uri)) throw new BadDbOption(`The database URL ${withoutPassword(uri)} is not a valid URL: percent-encode the user name and password (a / is %2F, an @ is %40)`)
    if (['', '/'].includes(new URL(uri).pathname)) throw new BadDbOption(`The database URL ${withoutPassword(uri)} names no database: add /<name> after the host (postgresql://user@host:5432/<name>)`)
    return postgresUri(uri)
  }
  throw new UnknownUriScheme(withoutPassword(uri))
}

/** A URI as an error may show it: the password, up to the last `@`, as `***`. */
function withoutPassword (uri: string): string {
  return uri.replace(/^([a-z][\w+.-]*:\/\/[^:/@]*):.*@/i, '$1:***@')
}

function postgresUri (uri: string): ParsedUri {
  if (!uri.includes('?')) return { dialect: 'postgresql', clientUrl: uri }
  const url = new URL(uri)
  const parsed: ParsedUri = { dialect: 'postgresql' }
  const params: PostgresParams = {}
  for (const [name, value] of url.searchParams) {
    if (name === PREPARED_PARAM) parsed.preparedStatements = flag(name, value, ['true'], ['false'])
    else if (name === 'ssl') params.ssl = flag(name, value, ['true', '1'], ['false', '0'])
    else if (name === 'sslmode') params.sslmode = sslMode(value)
    else if ((TEXT_PARAMS as readonly string[]).includes(name)) params[name as typeof TEXT_PARAMS[number]] = value
    else throw new BadDbOption(`The database URL has the parameter ${name}, which this package does not understand: use ${URL_PARAMS.join(', ')} (docs/deploying.md)`)
  }
  if (params.ssl !== undefined && params.sslmode !== undefined) throw new BadDbOption('The database URL has both ssl and sslmode: give sslmode alone')
  url.search = ''
  parsed.clientUrl = url.toString()
  if (Object.keys(params).length > 0) parsed.params = params
  return parsed
}

function flag (name: string, value: string, yes: string[], no: string[]): boolean {
  if (yes.includes(value)) return true
  if (no.includes(value)) return false
  throw new BadDbOption(`${name} in a database URL is ${yes[0]} or ${no[0]}, not ${value}`)
}

function sslMode (value: string): SslMode {
  if ((SSL_MODES as readonly string[]).includes(value)) return value as SslMode
  const allow = value === 'allow' ? ' (allow, which tries without TLS first, is not supported: use prefer)' : ''
  throw new BadDbOption(`sslmode in a database URL is one of ${SSL_MODES.join(', ')}, not ${value}${allow}`)
}
