import type { EntityManager } from '@mikro-orm/core'
import type { DB } from '../db/db.ts'
import { POSTGRESQL } from '../sql/dialect.ts'
import { kWriter } from '../symbols.ts'
import { Reader } from './reader.ts'
import type { SqlRunner } from './runner.ts'
import type { Writer } from '../write/writer.ts'

/** What a transaction of MikroORM's (a Kysely transaction) offers to run a compiled statement. */
interface QueryContext {
  executeQuery: (query: object) => Promise<{ rows: Array<Record<string, unknown>> }>
}

/**
 * A runner on the connection of `em`'s open PostgreSQL transaction. Statements are unnamed (a
 * pooled connection may hold other texts under the reader's names). Kysely answers rows as
 * objects keyed by column name; one table's columns have distinct names, and pg keeps their
 * select order, so the values are the row array the decoders expect. The query object is
 * Kysely's `CompiledQuery.raw(sql, parameters)`, written out: kysely is MikroORM's (pinned)
 * dependency, not ours.
 */
export function transactionRunner (em: EntityManager): SqlRunner {
  const context = em.getTransactionContext() as QueryContext
  let executed = 0
  return {
    dialect: POSTGRESQL,
    get executed () { return executed },
    prepared: 0,
    rowsByName: true,
    async rows (sql, params) {
      executed++
      const query = { sql, parameters: params, query: { kind: 'RawNode', sqlFragments: [sql], parameters: [] }, queryId: { queryId: 'fmr' } }
      const result = await context.executeQuery(query)
      return result.rows.map(row => Object.values(row))
    }
  }
}

/**
 * A reader that sees what the open write transaction of `em` sees, its row locks held: on
 * SQLite the one write connection (every transaction runs on it, behind the write gate), on
 * PostgreSQL the transaction's own connection (never a second pooled one, which concurrent
 * transactions waiting on each other could exhaust).
 */
export function transactionReader (db: DB, em: EntityManager): Reader {
  if (db.dialect !== 'postgresql') return db[kWriter].connectionReader
  return new Reader(transactionRunner(em))
}

/**
 * A writer whose statements are part of `em`'s open transaction (the same connections as
 * transactionReader): a transactional write inserts its rows with it instead of a flush of
 * MikroORM's unit of work, which costs several times the statement (bench/RESULTS.md).
 */
export function transactionWriter (db: DB, em: EntityManager): Writer {
  if (db.dialect !== 'postgresql') return db[kWriter]
  return db[kWriter].on(transactionRunner(em))
}
