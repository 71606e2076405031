/**
 * PostgreSQL: sets this transaction's statement_timeout to `ms`, unless the session's own is
 * shorter (0 is none): a bound set for a batch or a costly read narrows the timeout the server
 * already has (statementTimeout, a URL's `-c statement_timeout`, the database's or the role's),
 * never loosens it. One statement, as the plain `set local` it replaces; `true`: local.
 */
export function narrowTimeoutSql (ms: number): string {
  const current = "current_setting('statement_timeout')::interval"
  return `select set_config('statement_timeout', case when ${current} > interval '0' and ${current} <= ${ms} * interval '1 millisecond' then current_setting('statement_timeout') else '${ms}' end, true)`
}
