// Shared by the reliability suites: property-run settings, the response invariant and a
// connection of a test's own. Apps are opened by test/helpers/app.ts, state read by state.ts.
import fc from 'fast-check'
import pg from 'pg'
import type { Test } from 'tap'

/** A seed fixed per file run and a random one, named in the test title so a failure can be replayed. */
export const RANDOM_SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31))
export const SEEDS = [42, RANDOM_SEED] as const

/** A short account of a failed run: the error and the start of the counterexample (bodies can be huge). */
function failure<Ts> (details: fc.RunDetails<Ts>): string {
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
  const example = fc.stringify(details.counterexample)
  const text = `seed ${details.seed}, path ${details.counterexamplePath}: ${error.slice(0, 1500)}\ncounterexample: ${example.slice(0, 1500)}` +
    (example.length > 1500 ? ` ... (${example.length} chars)` : '')
  // ASCII only: a raw line separator (U+2028) or control character would break the TAP stream.
  return text.replace(/[^\x20-\x7e\n]/g, char => '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0'))
}

/** Runs a property under both seeds, each as an assertion that carries fast-check's report. */
export async function checkProperty<Ts> (
  t: Test, name: string, property: fc.IAsyncProperty<Ts>, numRuns: number
): Promise<number> {
  let ran = 0
  for (const seed of SEEDS) {
    const details = await fc.check(property, { seed, numRuns, endOnFailure: true })
    ran += details.numRuns
    t.equal(details.failed, false, `${name} (seed ${seed}, ${details.numRuns} runs)` + (details.failed ? '\n' + failure(details) : ''))
  }
  return ran
}

/** The invariant of every answer: 2xx, or a 4xx whose body is JSON with a `message` key. */
export function acceptable (method: string, statusCode: number, body: string): string | undefined {
  if (statusCode >= 200 && statusCode < 300) return undefined
  if (statusCode < 400 || statusCode >= 500) return `status ${statusCode}: ${body.slice(0, 300)}`
  if (method === 'HEAD') return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return `status ${statusCode} with a body that is not JSON: ${body.slice(0, 300)}`
  }
  if (parsed === null || typeof parsed !== 'object' || !Object.hasOwn(parsed, 'message')) {
    return `status ${statusCode} without a message: ${body.slice(0, 300)}`
  }
  return undefined
}

/** Runs `query` on a connection of its own (outside the app's pool). */
export async function onOwnConnection<T> (url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await query(client)
  } finally {
    await client.end()
  }
}
