import type { SqlDialect } from './dialect.ts'

/** A statement ready to run: its text and its parameters in placeholder order. */
export interface Statement {
  text: string
  params: unknown[]
}

/** Collects a statement's parameters and writes the dialect's placeholders (`?` or `$n`). */
export class Params {
  readonly values: unknown[] = []
  readonly dialect: SqlDialect

  constructor (dialect: SqlDialect) {
    this.dialect = dialect
  }

  add (value: unknown): string {
    this.values.push(value)
    return this.dialect.placeholder(this.values.length)
  }

  /** A whole list as one parameter, so that the SQL text (and its prepared statement) never varies. */
  list (values: unknown[]): string {
    return this.add(this.dialect.listValue(values))
  }

  /** The statement of `text`, with the parameters collected. */
  statement (text: string): Statement {
    return { text, params: this.values }
  }
}
