// Bulk creates against single POSTs on the plugin alone (records per second), and RSS under a
// stretch of bulk creates: extensions §8's speed and memory targets.
import { startServer } from './children.ts'
import { load } from './load.ts'
import type { Scenario } from './scenarios.ts'

export interface BulkResult {
  records: number
  seconds: number
  /** Records created per second: one record per request, and `records` per request. */
  singlePerSec: number
  bulkPerSec: number
  ratio: number
  target: number
  /** RSS during `soakSeconds` of bulk creates: after the first stretch and after the last (bytes). */
  soak?: { seconds: number, rssAfterWarmup: number, rssAfter: number, rssCurve: number[], ratio: number, target: number }
}

const STRETCH = 10

function book (n: number, label: string, authors: number): Record<string, unknown> {
  return { title: `Bulk ${label} ${n}`, pubYear: 1950 + n % 70, authorId: 1 + n % authors }
}

function scenario (records: number, authors: number): Scenario {
  return {
    key: records === 1 ? 'post-single' : 'post-bulk',
    title: records === 1 ? 'POST /books' : `POST /books with ${records} records`,
    method: 'POST',
    target: 0,
    request: (n, label) => ({
      path: '/books',
      body: JSON.stringify(records === 1 ? book(n, label, authors) : Array.from({ length: records }, (_, i) => book(n * records + i, label, authors)))
    }),
    edges: []
  }
}

export async function bulkBench (
  databaseUrl: string, options: { records: number, seconds: number, connections: number, soakSeconds: number, authors: number, sqlite: boolean }
): Promise<BulkResult> {
  const server = await startServer('plugin', databaseUrl)
  try {
    const single = scenario(1, options.authors)
    const bulk = scenario(options.records, options.authors)
    const check = (run: { non2xx: number, errors: number, timeouts: number }, what: string): void => {
      if (run.non2xx > 0 || run.errors > 0 || run.timeouts > 0) throw new Error(`${what}: ${run.non2xx} not 2xx, ${run.errors} errors, ${run.timeouts} timeouts`)
    }
    const singles = await load(server.port, single, { connections: options.connections, duration: options.seconds, label: 'single' })
    check(singles, 'single POSTs')
    const bulks = await load(server.port, bulk, { connections: options.connections, duration: options.seconds, label: 'bulk' })
    check(bulks, 'bulk POSTs')
    const result: BulkResult = {
      records: options.records,
      seconds: options.seconds,
      singlePerSec: singles.reqPerSec,
      bulkPerSec: bulks.reqPerSec * options.records,
      ratio: bulks.reqPerSec * options.records / singles.reqPerSec,
      target: options.sqlite ? 20 : 10
    }
    if (options.soakSeconds > 0) {
      const rssAfterWarmup = (await server.stats()).rss
      const rssCurve: number[] = []
      for (let done = 0; done < options.soakSeconds; done += STRETCH) {
        const run = await load(server.port, bulk, { connections: options.connections, duration: STRETCH, label: `soak${done}` })
        check(run, 'bulk soak')
        rssCurve.push((await server.stats()).rss)
      }
      const rssAfter = rssCurve[rssCurve.length - 1]
      result.soak = { seconds: options.soakSeconds, rssAfterWarmup, rssAfter, rssCurve, ratio: rssAfter / rssAfterWarmup, target: 1.3 }
    }
    return result
  } finally {
    await server.close()
  }
}
