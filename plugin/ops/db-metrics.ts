import { Counter, Gauge, type Registry } from 'prom-client'
import type { DB } from '../../lib/index.ts'
import { poolUsage } from '../../lib/db/pool-usage.ts'
import { kReader } from '../../lib/symbols.ts'

/**
 * The database's metrics, read when scraped (nothing is added to a request's path):
 * statements sent by the driver-level runner (every read, and the writes that need no MikroORM
 * transaction), the PostgreSQL pool's connections (the `pool` label names the pool, `primary`),
 * and the read replicas' routing: statements each answered, which are left out now, and reads
 * that fell back to the primary. Replica labels are host:port/database, never credentials.
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
  const replicaReads = new Map<string, number>()
  new Counter({ // eslint-disable-line no-new
    name: 'fmr_db_replica_reads_total',
    help: 'Statements of GETs each read replica answered',
    labelNames: ['replica'],
    registers: [registry],
    collect () {
      for (const replica of db.readCounts().replicas) {
        this.inc({ replica: replica.name }, replica.reads - (replicaReads.get(replica.name) ?? 0))
        replicaReads.set(replica.name, replica.reads)
      }
    }
  })
  new Gauge({ // eslint-disable-line no-new
    name: 'fmr_db_replica_down',
    help: 'Whether a read replica is left out now (1), after it failed to answer',
    labelNames: ['replica'],
    registers: [registry],
    collect () {
      for (const replica of db.readCounts().replicas) this.set({ replica: replica.name }, replica.down ? 1 : 0)
    }
  })
  new Gauge({ // eslint-disable-line no-new
    name: 'fmr_db_reads_fell_back',
    help: 'Statements of GETs that no replica could answer, run on the primary, since the start',
    registers: [registry],
    collect () { this.set(db.readCounts().fellBack) }
  })
}
