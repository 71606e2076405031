import { Counter, Gauge, type Registry } from 'prom-client'
import type { DB } from '../../lib/index.ts'
import { poolUsage } from '../../lib/db/pool-usage.ts'
import { kReader } from '../../lib/symbols.ts'

/**
 * The database's metrics, read when scraped (nothing is added to a request's path):
 * statements sent by the driver-level runner (every read, and the writes that need no MikroORM
 * transaction), and the PostgreSQL pool's connections. The `pool` label names the pool
 * (`primary`), so that further pools can be told apart.
 */
export function databaseMetrics (registry: Registry, db: DB): void {
  let counted = 0
  new Counter({ // eslint-disable-line no-new
    name: 'fmr_db_statements_total',
    help: 'SQL statements run by the plugin\'s driver-level runner',
    labelNames: ['pool'],
    registers: [registry],
    collect () {
      const executed = db[kReader].runner.executed
      this.inc({ pool: 'primary' }, executed - counted)
      counted = executed
    }
  })
  new Gauge({ // eslint-disable-line no-new
    name: 'fmr_db_pool_connections',
    help: 'PostgreSQL pool connections, by state (busy: checked out by a request)',
    labelNames: ['pool', 'state'],
    registers: [registry],
    async collect () {
      const usage = await poolUsage(db)
      if (usage === undefined) return
      this.set({ pool: 'primary', state: 'busy' }, usage.total - usage.idle)
      this.set({ pool: 'primary', state: 'idle' }, usage.idle)
    }
  })
  new Gauge({ // eslint-disable-line no-new
    name: 'fmr_db_pool_waiting',
    help: 'Requests waiting for a PostgreSQL pool connection',
    labelNames: ['pool'],
    registers: [registry],
    async collect () {
      const usage = await poolUsage(db)
      if (usage !== undefined) this.set({ pool: 'primary' }, usage.waiting)
    }
  })
}
