import { UnknownUriScheme } from '../errors.ts'

export type Dialect = 'sqlite' | 'postgresql'

export interface ParsedUri {
  dialect: Dialect
  /** SQLite: the file path or `:memory:`. */
  dbName?: string
  /** PostgreSQL: the connection URL as given. */
  clientUrl?: string
}

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
  if (/^postgres(ql)?:\/\//.test(uri)) return { dialect: 'postgresql', clientUrl: uri }
  throw new UnknownUriScheme(uri)
}
