// A closed-loop load for the scripts that measure latency percentiles (aggregate.ts, search.ts):
// `clients` clients, each sending its next request when the previous one is answered.

export interface Run { reqPerSec: number, p50: number, p95: number, failed: number }

/** `clients` clients on 127.0.0.1:`port` for `seconds`, the n-th request to `path(n)`; a status other than 200 counts as failed. */
export async function closedLoop (port: number, seconds: number, clients: number, path: (n: number) => string): Promise<Run> {
  const times: number[] = []
  let failed = 0
  let n = 0
  const until = performance.now() + seconds * 1000
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < until) {
      const started = performance.now()
      const answer = await fetch(`http://127.0.0.1:${port}${path(n++)}`)
      await answer.arrayBuffer()
      if (answer.status !== 200) failed++
      times.push(performance.now() - started)
    }
  }))
  times.sort((a, b) => a - b)
  const at = (q: number): number => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))] * 10) / 10
  return { reqPerSec: Math.round(times.length / seconds), p50: at(0.5), p95: at(0.95), failed }
}

export interface PairSettings {
  /** 'SQLite' or 'PostgreSQL', for the report. */
  dialect: string
  clients: number
  rounds: number
  seconds: number
  path: (n: number) => string
  /** The targets, as the report's last line names them. */
  target: string
}

/**
 * The plugin and the baseline in alternating rounds after a 3 s warm-up of each, reported as
 * medians (req/s, p50, p95) and the median of the rounds' req/s ratios.
 */
export async function comparePair (ports: { plugin: number, baseline: number }, settings: PairSettings): Promise<void> {
  const { clients, rounds, seconds, path } = settings
  const names = ['plugin', 'baseline'] as const
  for (const name of names) await closedLoop(ports[name], 3, clients, path) // warm-up
  const runs: Record<typeof names[number], Run[]> = { plugin: [], baseline: [] }
  for (let round = 0; round < rounds; round++) {
    for (const name of names) runs[name].push(await closedLoop(ports[name], seconds, clients, path))
  }
  const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const ratios = runs.plugin.map((one, i) => Math.round(one.reqPerSec / runs.baseline[i].reqPerSec * 100) / 100)
  const line = (name: typeof names[number]): string => {
    const all = runs[name]
    return `${name}: ${median(all.map(one => one.reqPerSec))} req/s, p50 ${median(all.map(one => one.p50))} ms, p95 ${median(all.map(one => one.p95))} ms` +
      ` (p95 by round: ${all.map(one => one.p95).join(', ')}; failed: ${all.reduce((sum, one) => sum + one.failed, 0)})`
  }
  console.log(`${settings.dialect}, ${clients} clients, ${rounds} alternating rounds of ${seconds} s, GET ${path(0)}`)
  console.log(line('plugin'))
  console.log(line('baseline'))
  console.log(`ratio (plugin req/s over baseline req/s, median of rounds): ${median(ratios)} (${ratios.join(', ')}); ${settings.target}`)
}
