// One load run with autocannon's programmatic API: a fixed number of connections for a fixed time.
import autocannon from 'autocannon'
import type { Scenario } from './scenarios.ts'

export interface LoadOptions {
  connections: number
  /** Seconds. */
  duration: number
  /** Written into POST/PATCH titles, so that every run writes its own. */
  label: string
}

export interface RunResult {
  reqPerSec: number
  /** Latency percentiles in milliseconds. */
  p50: number
  p99: number
  requests: number
  non2xx: number
  errors: number
  timeouts: number
}

export async function load (port: number, scenario: Scenario, options: LoadOptions): Promise<RunResult> {
  let n = 0
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: options.connections,
    duration: options.duration,
    headers: { ...(scenario.method === 'GET' ? {} : { 'content-type': 'application/json' }), ...scenario.headers },
    requests: [{
      method: scenario.method,
      setupRequest: request => {
        const next = scenario.request(n++, options.label)
        return { ...request, path: next.path, ...(next.body === undefined ? {} : { body: next.body }) }
      }
    }]
  })
  return {
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts
  }
}
