// `node --experimental-strip-types bench/cpu-per-request.ts [--only key,key] [--requests n] [--rounds n] [--warm n] [--many-to-many]`
// (DATABASE_URL for PostgreSQL): each server's CPU per request with one request in flight at a
// time, read from /proc per thread (Linux), its main thread apart from V8's helpers. Under
// autocannon's 10 connections on 2 cores the load generator and the server share the CPU, and the
// rounds of one pair moved by 30-40 % (bench/RESULTS.md). One request at a time, a server's main
// thread still moves between rounds (the VM's neighbours), by 10 % and at times twice over; what
// others add only ever adds, so each server's least round is its figure, every round shown beside
// it. It says what a request costs the server, not how many it answers at once (req/s stays
// `npm run bench`'s). GET scenarios only: a write would change what the next round reads. The
// data is `npm run bench`'s, written again first; with --many-to-many, bench/many-to-many.ts's
// data, scenarios and servers (no plain server there). Each server answers `--warm` requests
// (20,000) before it is measured: V8 was still optimising the plugin's code after 1,000, the
// warm-up of the runs before 2026-11-29 11:00, and that counted against the plugin (RESULTS.md).
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startServer, type ServerName, type ServerSetup } from './children.ts'
import { writeDataset, type DatasetSize } from './dataset.ts'
import { BASELINE, manyToManyScenarios, manyToManyUrl, PLUGIN } from './many-to-many.ts'
import { writeManyToMany } from './many-to-many/dataset.ts'
import { scenarios, type Scenario } from './scenarios.ts'
import { TICK } from './process-cpu.ts'

const argv = process.argv.slice(2)
const option = (name: string): string | undefined => argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined
const requests = Number(option('--requests') ?? 5000)
const rounds = Number(option('--rounds') ?? 5)
const warm = Number(option('--warm') ?? 20000)
const manyToMany = argv.includes('--many-to-many')
const only = option('--only')?.split(',') ?? (manyToMany ? ['m2m-book-page', 'm2m-tag-books'] : ['get-book', 'get-book-fields', 'list-books', 'get-author'])
const out = fileURLToPath(new URL('./out/', import.meta.url))
mkdirSync(out, { recursive: true })
const mainUrl = process.env.DATABASE_URL ?? `sqlite:///${out}bench.db`
const databaseUrl = manyToMany ? await manyToManyUrl(mainUrl) : mainUrl
const size: DatasetSize = { authors: 1000, booksPerAuthor: 10 }
const SERVERS: readonly ServerName[] = manyToMany ? ['plugin', 'bare', 'baseline'] : ['plugin', 'bare', 'baseline', 'plain']
const setup = (name: ServerName): ServerSetup => manyToMany ? { file: name === 'baseline' ? BASELINE : PLUGIN } : {}

/** CPU ticks so far of the process's main thread (its own name) and of all its other threads. */
function threadTicks (pid: number): { main: number, others: number } {
  let main = 0
  let others = 0
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const fields = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8').split(') ')[1].split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    if (task === String(pid)) main += ticks
    else others += ticks
  }
  return { main, others }
}

/** Main-thread and other threads' µs of CPU per request of `scenario`, `requests` in a row after a warm-up. */
async function measureOne (name: ServerName, scenario: Scenario): Promise<{ main: number, others: number }> {
  const server = await startServer(name, databaseUrl, undefined, setup(name))
  try {
    const send = async (n: number): Promise<void> => {
      const answer = await fetch(`http://127.0.0.1:${server.port}${scenario.request(n, 'cpu').path}`, { headers: scenario.headers })
      await answer.arrayBuffer()
      if (answer.status !== (scenario.status ?? 200)) throw new Error(`${name} answered ${answer.status} to ${scenario.key}`)
    }
    for (let n = 0; n < warm; n++) await send(n)
    const before = threadTicks(server.pid)
    for (let n = 0; n < requests; n++) await send(warm + n)
    const after = threadTicks(server.pid)
    const perRequest = (ticks: number): number => ticks * (1e6 / TICK) / requests
    return { main: perRequest(after.main - before.main), others: perRequest(after.others - before.others) }
  } finally {
    await server.close()
  }
}

const least = (values: number[]): number => Math.min(...values)

if (manyToMany) await writeManyToMany(databaseUrl, size)
else await writeDataset(databaseUrl, size)
const chosen = (manyToMany ? manyToManyScenarios(size) : scenarios(size, databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgresql')).filter(scenario => only.includes(scenario.key) && scenario.method === 'GET')
console.log(`${databaseUrl.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL'}: ${requests} requests one at a time per server and round, ${rounds} rounds, servers alternating; each server's least main-thread µs of CPU per request (other threads'), [every round's]`)
for (const scenario of chosen) {
  const main = new Map<ServerName, number[]>(SERVERS.map(name => [name, []]))
  const others = new Map<ServerName, number[]>(SERVERS.map(name => [name, []]))
  for (let round = 0; round < rounds; round++) {
    for (const name of SERVERS) {
      const cost = await measureOne(name, scenario)
      main.get(name)?.push(cost.main)
      others.get(name)?.push(cost.others)
    }
  }
  const of = (name: ServerName): number => least(main.get(name) ?? [])
  const shown = SERVERS.map(name => `${name} ${of(name).toFixed(0)} (${least(others.get(name) ?? []).toFixed(0)}) [${(main.get(name) ?? []).map(value => value.toFixed(0)).join(', ')}]`)
  console.log(`${scenario.key}: ${shown.join('; ')}`)
  if (manyToMany) console.log(`  baseline / plugin ${(of('baseline') / of('plugin')).toFixed(2)}, baseline / bare ${(of('baseline') / of('bare')).toFixed(2)}`)
  else console.log(`  plain / plugin ${(of('plain') / of('plugin')).toFixed(2)}, tagged baseline / plugin ${(of('baseline') / of('plugin')).toFixed(2)}, plain / bare ${(of('plain') / of('bare')).toFixed(2)}`)
}
