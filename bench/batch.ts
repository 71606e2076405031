// A batch of 10 creates against the same 10 creates as single POSTs, on the plugin alone
// (records per second): extensions §8's batch row, "faster, reported".
import { startServer } from './children.ts'
import { load } from './load.ts'
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

export async function batchBench (
  databaseUrl: string, options: { operations: number, seconds: number, connections: number, authors: number }
): Promise<BatchResult> {
  const server = await startServer('plugin', databaseUrl)
  try {
    const check = (run: { non2xx: number, errors: number, timeouts: number }, what: string): void => {
      if (run.non2xx > 0 || run.errors > 0 || run.timeouts > 0) throw new Error(`${what}: ${run.non2xx} not 2xx, ${run.errors} errors, ${run.timeouts} timeouts`)
    }
    const singles = await load(server.port, scenario(1, options.authors), { connections: options.connections, duration: options.seconds, label: 'bsingle' })
    check(singles, 'single POSTs')
    const batches = await load(server.port, scenario(options.operations, options.authors), { connections: options.connections, duration: options.seconds, label: 'batch' })
    check(batches, 'batches')
    const batchPerSec = batches.reqPerSec * options.operations
    return { operations: options.operations, seconds: options.seconds, singlePerSec: singles.reqPerSec, batchPerSec, ratio: batchPerSec / singles.reqPerSec }
  } finally {
    await server.close()
  }
}
