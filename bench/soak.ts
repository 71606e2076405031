// The RSS soak: a fresh plugin server under GET-one load; its RSS after a warm-up against after the soak.
import { startServer } from './children.ts'
import { load } from './load.ts'
import type { Scenario } from './scenarios.ts'

export interface SoakResult {
  seconds: number
  reqPerSec: number
  /** Bytes. */
  rssAfterWarmup: number
  rssAfter: number
  peakRss: number
  /** RSS after each 10 s stretch. */
  rssCurve: number[]
  ratio: number
  target: number
}

const STRETCH = 10

export async function soak (databaseUrl: string, scenario: Scenario, seconds: number, warmup: number, connections: number): Promise<SoakResult> {
  const server = await startServer('plugin', databaseUrl)
  try {
    await load(server.port, scenario, { connections, duration: warmup, label: 'soak-warm' })
    const rssAfterWarmup = (await server.stats()).rss
    const rssCurve: number[] = []
    let requests = 0
    let peakRss = rssAfterWarmup
    for (let done = 0; done < seconds; done += STRETCH) {
      const run = await load(server.port, scenario, { connections, duration: Math.min(STRETCH, seconds - done), label: 'soak' })
      if (run.non2xx > 0 || run.errors > 0 || run.timeouts > 0) throw new Error(`soak: ${run.non2xx} not 2xx, ${run.errors} errors, ${run.timeouts} timeouts`)
      requests += run.requests
      const stats = await server.stats()
      rssCurve.push(stats.rss)
      peakRss = Math.max(peakRss, stats.peakRss)
    }
    const rssAfter = rssCurve[rssCurve.length - 1]
    return { seconds, reqPerSec: requests / seconds, rssAfterWarmup, rssAfter, peakRss, rssCurve, ratio: rssAfter / rssAfterWarmup, target: 1.3 }
  } finally {
    await server.close()
  }
}
