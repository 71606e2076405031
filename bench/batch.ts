// A batch of 10 creates against the same 10 creates as single POSTs, on the plugin alone
// (records per second): extensions §8's batch row, "faster, reported".
import { startServer } from './children.ts'
import { load } from './load.ts'
import { median } from './measure.ts'
import type { Scenario } from './scenarios.ts'

export interface BatchResult {
  /** Creates per batch. */
  operations: number
  seconds: number
  singlePerSec: number
  batchPerSec: number
  ratio: number
}

function book (n: number, label: string, authors: number): Record<string, unknown> {
  return { title: `Batch ${label} ${n}`, pubYear: 1950 + n % 70, authorId: 1 + n % authors }
}

function scenario (operations: number, authors: number): Scenario {
  return {
    key: operations === 1 ? 'post-single' : 'post-batch',
    title: operations === 1 ? 'POST /books' : `POST /batch of ${operations} POST /books`,
    method: 'POST',
    target: 0,
    request: (n, label) => operations === 1
      ? { path: '/books', body: JSON.stringify(book(n, label, authors)) }
      : {
          path: '/batch',
          body: JSON.stringify({
            operations: Array.from({ length: operations }, (_, i) => ({ method: 'POST', path: '/books', body: book(n * operations + i, label, authors) }))
          })
        },
    edges: []
  }
}

/**
 * Both kinds of request warmed up, then `rounds` rounds of single POSTs and batches back to back;
 * the ratio is the median of the rounds' ratios, as the scenarios' are (measure.ts).
 */
export async function batchBench (
  databaseUrl: string, options: { operations: number, seconds: number, connections: number, authors: number, warmup: number, rounds: number }
): Promise<BatchResult> {
  const server = await startServer('plugin', databaseUrl)
  try {
    const check = (run: { non2xx: number, errors: number, timeouts: number }, what: string): void => {
      if (run.non2xx > 0 || run.errors > 0 || run.timeouts > 0) throw new Error(`${what}: ${run.non2xx} not 2xx, ${run.errors} errors, ${run.timeouts} timeouts`)
    }
    const single = scenario(1, options.authors)
    const batch = scenario(options.operations, options.authors)
    if (options.warmup > 0) {
      check(await load(server.port, single, { connections: options.connections, duration: options.warmup, label: 'bsingle-warm' }), 'single POSTs')
      check(await load(server.port, batch, { connections: options.connections, duration: options.warmup, label: 'batch-warm' }), 'batches')
    }
    const singles: number[] = []
    const batches: number[] = []
    for (let round = 0; round < Math.max(1, options.rounds); round++) {
      const one = await load(server.port, single, { connections: options.connections, duration: options.seconds, label: `bsingle-${round}` })
      check(one, 'single POSTs')
      const many = await load(server.port, batch, { connections: options.connections, duration: options.seconds, label: `batch-${round}` })
      check(many, 'batches')
      singles.push(one.reqPerSec)
      batches.push(many.reqPerSec * options.operations)
    }
    const ratio = median(batches.map((perSec, round) => perSec / singles[round]))
    return { operations: options.operations, seconds: options.seconds, singlePerSec: median(singles), batchPerSec: median(batches), ratio }
  } finally {
    await server.close()
  }
}
