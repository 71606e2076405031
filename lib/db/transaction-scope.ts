import { AsyncLocalStorage } from 'node:async_hooks'
import type { EntityManager } from '@mikro-orm/core'
import type { Reader } from '../read/reader.ts'
import type { SqlRunner } from '../read/runner.ts'
import type { Writer } from '../write/writer.ts'
import { DatabaseUnavailable } from '../errors.ts'

/**
 * One transaction that every read and write of a DB made in its async context joins (a batch of
 * requests, extensions §8): the DB's reader, writer and write gate answer with it instead of
 * their own while `work` runs. Once ended, what still runs in it (an operation past the batch's
 * time bound) is refused instead of writing outside the transaction.
 */
export interface TransactionScope {
  readonly owner: object
  readonly em: EntityManager
  readonly reader: Reader
  readonly writer: Writer
  ended: boolean
  /**
   * A write statement failed outside a savepoint (PostgreSQL): the transaction is aborted and
   * cannot explain the failure; the work is to be run again with a savepoint per statement. Also
   * a named statement refused for its name (movedStatement), read or write, with or without
   * savepoints: run again, the transaction's statements are then unnamed.
   */
  aborted: boolean
}

/** Thrown by a scope whose transaction a failed statement aborted (see TransactionScope.aborted), once rolled back. */
export class ScopeAborted extends Error {
  constructor () {
    super('A statement failed outside a savepoint: run the work again with savepoints')
  }
}

const scopes = new AsyncLocalStorage<TransactionScope>()

/** The open scope of `owner` (a DB) in this async context, if any. */
export function scopeOf (owner: object): TransactionScope | undefined {
  const scope = scopes.getStore()
  if (scope === undefined || scope.owner !== owner) return undefined
  if (scope.ended) throw new DatabaseUnavailable()
  return scope
}

export async function runInScope<T> (scope: TransactionScope, work: () => Promise<T>): Promise<T> {
  try {
    return await scopes.run(scope, work)
  } finally {
    scope.ended = true
  }
}

/**
 * A runner that marks the scope aborted when a statement fails (PostgreSQL aborts the transaction
 * then), or only one that `aborts` says cannot be answered within it.
 */
export function abortingRunner (runner: SqlRunner, scope: { aborted: boolean }, aborts: (error: unknown) => boolean = () => true): SqlRunner {
  return {
    dialect: runner.dialect,
    rowsByName: runner.rowsByName,
    get executed () { return runner.executed },
    get prepared () { return runner.prepared },
    async rows (sql, params, bigints, once) {
      try {
        return await runner.rows(sql, params, bigints, once)
      } catch (error) {
        if (aborts(error)) scope.aborted = true
        throw error
      }
    }
  }
}

/**
 * A runner whose every statement is its own savepoint (PostgreSQL): a statement the database
 * refuses leaves the transaction usable, so that the refusal can be explained (a 409 naming the
 * column) by reads in the same transaction, which an aborted one would refuse.
 */
export function savepointRunner (runner: SqlRunner): SqlRunner {
  return {
    dialect: runner.dialect,
    rowsByName: runner.rowsByName,
    get executed () { return runner.executed },
    get prepared () { return runner.prepared },
    async rows (sql, params, bigints, once) {
      await runner.rows('savepoint fmr_statement', [])
      try {
        const rows = await runner.rows(sql, params, bigints, once)
        await runner.rows('release savepoint fmr_statement', [])
        return rows
      } catch (error) {
        await runner.rows('rollback to savepoint fmr_statement', [])
        throw error
      }
    }
  }
}
