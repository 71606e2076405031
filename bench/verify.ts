// Before anything is timed: the plugin and the baseline must answer the same requests with the
// same status, the same bytes and the same content-type, location, link and etag headers.
import { REFERENCES, type BenchServer } from './children.ts'
import type { BenchRequest, Scenario } from './scenarios.ts'

interface Answer { status: number, body: string, headers: string }

const HEADERS = ['content-type', 'link', 'location', 'etag']

export async function ask (server: BenchServer, method: string, request: BenchRequest, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${server.port}${request.path}`, {
    method,
    headers: { ...(request.body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(request.body === undefined ? {} : { body: request.body })
  })
  const body = await response.text()
  return { status: response.status, body, headers: HEADERS.map(name => `${name}: ${response.headers.get(name)}`).join('\n') }
}

function firstDifference (a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  const at = Math.max(0, i - 40)
  return `at character ${i}:\n  plugin:   …${a.slice(at, i + 60)}\n  baseline: …${b.slice(at, i + 60)}`
}

function check (scenario: Scenario, request: BenchRequest, plugin: Answer, baseline: Answer, expected: number): void {
  const where = `${scenario.method} ${request.path}${request.body === undefined ? '' : ' ' + request.body}`
  if (plugin.status !== expected || baseline.status !== expected) {
    throw new Error(`${where}: status ${plugin.status} (plugin) and ${baseline.status} (baseline), expected ${expected}\n${plugin.body}\n${baseline.body}`)
  }
  if (plugin.body !== baseline.body) throw new Error(`${where}: the bodies differ ${firstDifference(plugin.body, baseline.body)}`)
  if (plugin.headers !== baseline.headers) throw new Error(`${where}: the headers differ\n${plugin.headers}\n---\n${baseline.headers}`)
}

/**
 * A POST creates a record of a different id on each server: that id (body and location) is the
 * only allowed difference, and the tag of that record, which the id is part of.
 */
function sameBut (answer: Answer, id: string, other: string): Answer {
  return {
    ...answer,
    body: answer.body.replace(`{"id":${id},`, `{"id":${other},`),
    headers: untagged(answer.headers.replace(`location: /books/${id}`, `location: /books/${other}`))
  }
}

function untagged (headers: string): string {
  return headers.replace(/^etag: "[^"]*"$/m, 'etag: "<the created record\'s>"')
}

/** An answer with the scenario's masks applied: what may differ between the servers, replaced alike. */
function masked (scenario: Scenario, answer: Answer): Answer {
  let { body, headers } = answer
  for (const [pattern, replacement] of scenario.masks ?? []) {
    body = body.replace(pattern, replacement)
    headers = headers.replace(pattern, replacement)
  }
  return { ...answer, body, headers }
}

/**
 * Throws at the first request answered differently; answers how many requests were compared.
 * `plain`, the baseline without tags, must answer every read with the baseline's status and bytes.
 */
export async function verify (plugin: BenchServer, baseline: BenchServer, list: Scenario[], sample: number, plain?: BenchServer): Promise<number> {
  let compared = 0
  for (const scenario of list) {
    const requests = [...scenario.edges, ...Array.from({ length: sample }, (_, n) => scenario.request(n, 'verify'))]
    for (const request of requests) {
      const fromPlugin = masked(scenario, await ask(plugin, scenario.method, request, scenario.headers))
      const fromBaseline = masked(scenario, await ask(baseline, scenario.method, request, scenario.headers))
      if (scenario.method === 'POST') {
        const pluginId = /^\{"id":(\d+),/.exec(fromPlugin.body)?.[1] ?? ''
        const baselineId = /^\{"id":(\d+),/.exec(fromBaseline.body)?.[1] ?? ''
        check(scenario, request, sameBut(fromPlugin, pluginId, baselineId), { ...fromBaseline, headers: untagged(fromBaseline.headers) }, scenario.status ?? 201)
      } else {
        check(scenario, request, fromPlugin, fromBaseline, scenario.status ?? 200)
        if (plain !== undefined && scenario.method === 'GET') {
          const fromPlain = await ask(plain, scenario.method, request, scenario.headers)
          const untaggedBaseline = { ...fromBaseline, headers: fromBaseline.headers.replace(/^etag: .*$/m, 'etag: null') }
          check(scenario, request, fromPlain, untaggedBaseline, scenario.status ?? 200)
        }
      }
      compared++
    }
  }
  return compared
}

/** `server` answers the first requests and the edges of each of `reads` (GET scenarios): the mix of a server in use. */
export async function answerMix (server: BenchServer, reads: Scenario[], count = 10): Promise<void> {
  for (const scenario of reads) {
    const asked = REFERENCES.includes(server.name) && scenario.referenceRequest !== undefined ? { ...scenario, request: scenario.referenceRequest } : scenario
    for (const request of [...Array.from({ length: count }, (_, n) => asked.request(n, 'mix')), ...asked.edges]) {
      const answer = await ask(server, asked.method, request, asked.headers)
      if (answer.status !== (asked.status ?? 200)) throw new Error(`${asked.key} on the ${server.name}: status ${answer.status} ${answer.body.slice(0, 200)}`)
    }
  }
}
