import { BadDbOption, UnknownUriScheme } from '../errors.ts'

export type Dialect = 'sqlite' | 'postgresql'

export interface ParsedUri {
  dialect: Dialect
  /** SQLite: the file path or `:memory:`. */
  dbName?: string
  /** PostgreSQL: the connection URL as given, less the parameters read here. */
  clientUrl?: string
  /** PostgreSQL: `?preparedStatements=false` in the URL (a pooler's address says how to use it). */
  preparedStatements?: boolean
}

/** The URL's own parameter for DBOptions.preparedStatements, taken out before the driver sees the URL. */
const PREPARED_PARAM = 'preparedStatements'

/**
 * Reads the contract's connection URIs: `sqlite:///relative.db`, `sqlite:////absolute.db`,
 * `sqlite:///:memory:`, `postgresql://` and `postgres://`. Anything else is an error now,
 * not at the first query.
 */
export function parseUri (uri: string): ParsedUri {
  if (uri.startsWith('sqlite:///')) {
    const path = uri.slice('sqlite:///'.length)
    if (path === '') throw new UnknownUriScheme(uri)
    return { dialect: 'sqlite', dbName: path }
  }
  if (/^postgres(ql)?:\/\//.test(uri)) return postgresUri(uri)
  throw new UnknownUriScheme(uri)
}

function postgresUri (uri: string): ParsedUri {
  if (!uri.includes(PREPARED_PARAM)) return { dialect: 'postgresql', clientUrl: uri }
  const url = new URL(uri)
  const value = url.searchParams.get(PREPARED_PARAM)
  if (value !== 'true' && value !== 'false') {
    throw new BadDbOption(`${PREPARED_PARAM} in a database URL is true or false, not ${String(value)}`)
  }
  url.searchParams.delete(PREPARED_PARAM)
  return { dialect: 'postgresql', clientUrl: url.toString(), preparedStatements: value === 'true' }
}
