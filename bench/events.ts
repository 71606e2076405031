// Change events under load: the example server (`npm start`) in a process of its own, Server-Sent
// Events subscribers on raw sockets (bench/sse-socket.ts) in this one, writes over HTTP.
//   1. owners:   subscribers of /api/v2/orders/events spread over owners (Authorization: User:<id>),
//                order writes at a fixed rate: each subscriber must get exactly its owner's orders.
//   2. books:    unfiltered subscribers of /books/events, book writes at a fixed rate.
//   3. restart:  the /books subscribers while books are written; the server is killed (SIGKILL)
//                mid-stream and started again; every subscriber resumes with Last-Event-ID and must
//                end with every book committed (read back from the database), none missing.
// Latency is from the write's answer (after its commit) to the frame read by a subscriber; the
// memory per idle subscriber is the server's RSS after subscribing them less before, over their number.
//   node --experimental-strip-types bench/events.ts            (SQLite, a file in bench/out)
//   DATABASE_URL=postgresql://… node --experimental-strip-types bench/events.ts   (a database of its own next to it)
//   --smoke: 50 subscribers, 2 s phases (`npm run bench -- --smoke` runs it so)
// Each subscriber is a socket here and one in the server: `ulimit -n` must allow twice their number
// and some (the machine's default of 1,024 does not; `ulimit -n 8192` first).
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { createClient } from '../client/index.ts'
import type { Book } from '../examples/models.ts'
import { machineTicks, TICK, ticksOf, treeOf } from './process-cpu.ts'
import { SseSocket } from './sse-socket.ts'

const SERVER = fileURLToPath(new URL('../examples/server.ts', import.meta.url))

export interface EventsSettings {
  subscribers: number
  owners: number
  /** Seconds of writing in each phase. */
  seconds: number
  orderRate: number
  bookRate: number
  /**
   * 1: the order subscribers filter through a relationship (`where={"jobs":{"none":…}}`, matching
   * every order), so that each owner's subscription needs the database, not an in-memory check.
   */
  through: number
}

export const FULL: EventsSettings = { subscribers: 1000, owners: 100, seconds: 20, orderRate: 200, bookRate: 50, through: 0 }
export const SMOKE: EventsSettings = { subscribers: 50, owners: 5, seconds: 2, orderRate: 50, bookRate: 20, through: 0 }

/** Where the CPU went during a phase's writing and delivery: seconds of the server's process tree, of this process, and the machine's busy share. */
export interface CpuUse { server: number, bench: number, machineBusy: number }

/** Starts counting CPU time; the function returned stops and tells. */
function cpuWindow (pid: number): () => CpuUse {
  const tree = (): number => treeOf(pid).reduce((sum, one) => sum + ticksOf(one), 0)
  const server = tree()
  const bench = process.cpuUsage()
  const machine = machineTicks()
  return () => {
    const used = process.cpuUsage(bench)
    const now = machineTicks()
    const busy = now.busy - machine.busy
    return {
      server: (tree() - server) / TICK,
      bench: (used.user + used.system) / 1e6,
      machineBusy: Math.round(busy / (busy + now.idle - machine.idle) * 100) / 100
    }
  }
}

const describeCpu = (cpu: CpuUse): string => `CPU: server ${cpu.server.toFixed(1)} s, bench ${cpu.bench.toFixed(1)} s, machine ${Math.round(cpu.machineBusy * 100)} % busy`

export interface Latency { p50: number, p95: number, p99: number, max: number, samples: number }

export interface PhaseResult {
  subscribers: number
  writes: number
  /** Writes per second as sent (the target rate when the writer kept up). */
  rate: number
  failedWrites: number
  expectedDeliveries: number
  delivered: number
  lost: number
  /** Events a subscriber got that were not its owner's. */
  misdelivered: number
  duplicates: number
  /** From the write's answer (after its commit) to the frame read. */
  latency: Latency
  /** From the write sent to the frame read: the answer's own wait included (an upper bound). */
  fromSent: Latency
  cpu: CpuUse
}

export interface RestartResult extends Omit<PhaseResult, 'latency' | 'fromSent' | 'cpu' | 'misdelivered'> {
  /** Books committed during the phase (read back), the ones every subscriber must have. */
  committed: number
  /** ms from the kill to the last subscriber's stream being open again. */
  reconnectedAfter: number
  /** Subscribers that reconnected with Last-Event-ID. */
  resumed: number
}

export interface EventsResult {
  database: 'sqlite' | 'postgresql'
  date: string
  loadAverage: { start: number, end: number }
  settings: EventsSettings
  /** Bytes of server RSS per idle subscriber: orders (one subscription per owner), books (one shared). */
  rssPerSubscriber: { orders: number, books: number }
  owners: PhaseResult
  books: PhaseResult
  restart: RestartResult
}

interface Server { child: ChildProcess, port: number }

async function freePort (): Promise<number> {
  const { createServer } = await import('node:net')
  return await new Promise(done => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

async function startExample (databaseUrl: string, port: number): Promise<Server> {
  // EVENTS_PROFILE=<dir>: the server under --cpu-prof, its profile written when it stops (the
  // restart phase is then left out: a killed server writes none). Read with bench/hotspots.ts.
  const profile = process.env.EVENTS_PROFILE === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${process.env.EVENTS_PROFILE}`]
  const child = spawn(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', ...profile, SERVER], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WORKERS: '1' },
    stdio: ['ignore', 'inherit', 'inherit']
  })
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the example server exited with ${child.exitCode}`)
    const up = await fetch(`http://127.0.0.1:${port}/ready`).then(answer => answer.status === 200, () => false)
    if (up) return { child, port }
    await sleep(50)
  }
  throw new Error('the example server did not get ready within 60 s')
}

async function stop (server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return
  const exited = once(server.child, 'exit')
  server.child.kill('SIGTERM')
  await exited
}

/** The server's resident set, read from /proc (the bench runs on Linux). */
function rssOf (pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match === null ? 0 : Number(match[1]) * 1024
}

const sleep = async (ms: number): Promise<void> => { await new Promise(resolve => setTimeout(resolve, ms)) }

function percentile (sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]
}

function latencyOf (values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b)
  const round = (value: number): number => Math.round(value * 10) / 10
  return { p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), p99: round(percentile(sorted, 0.99)), max: round(sorted[sorted.length - 1] ?? NaN), samples: sorted.length }
}

/** Opens the subscribers, at most 50 handshakes at once. */
async function subscribeAll (sockets: SseSocket[]): Promise<void> {
  for (let i = 0; i < sockets.length; i += 50) await Promise.all(sockets.slice(i, i + 50).map(async socket => { await socket.open() }))
}

interface Write { seq: number, owner: number, sent: number, answered?: number, ok: boolean, status?: number | string }

/** `201: 990, ECONNREFUSED: 10`: how the writes were answered. */
function statuses (writes: Write[]): string {
  const counts = new Map<string, number>()
  for (const write of writes) counts.set(String(write.status), (counts.get(String(write.status)) ?? 0) + 1)
  return [...counts].map(([status, count]) => `${status}: ${count}`).join(', ')
}

const IN_FLIGHT = 64

/** The rate the last writeAtRate sent at (its target, when this process kept up). */
let sentRate = 0

/**
 * Sends `rate` writes per second for `seconds`, on a fixed schedule (open loop: a slow answer does
 * not delay the next write), each naming its sequence number in the record.
 */
async function writeAtRate (rate: number, seconds: number, send: (seq: number) => Promise<Write>): Promise<Write[]> {
  const writes: Array<Promise<Write>> = []
  const start = performance.now()
  const sent = (): number => writes.length / ((performance.now() - start) / 1000)
  const total = Math.round(rate * seconds)
  // At most IN_FLIGHT writes unanswered: past that the server is behind, and more connections
  // would only time out in its accept queue; the rate sent then falls below the target, and says so.
  const inFlight = new Set<Promise<Write>>()
  for (let seq = 0; seq < total; seq++) {
    const due = start + (seq * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    while (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight)
    const write = send(seq)
    inFlight.add(write)
    void write.then(() => inFlight.delete(write))
    writes.push(write)
  }
  sentRate = sent()
  return await Promise.all(writes)
}

/** A write's failure to be answered, by its cause's code. */
function failed (write: Write): (error: Error & { cause?: { code?: string } }) => undefined {
  return error => { write.status = error.cause?.code ?? error.name; return undefined }
}

async function post (base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
}

/** One write of the schedule, timed from sent to answered; ok when answered `okStatus`. */
async function timedWrite (seq: number, owner: number, okStatus: number, send: () => Promise<Response>): Promise<Write> {
  const write: Write = { seq, owner, sent: performance.now(), ok: false }
  const answer = await send().catch(failed(write))
  write.answered = performance.now()
  write.status ??= answer?.status
  await answer?.arrayBuffer().catch(() => {}) // a body cut by the restart's kill: its status is what counts
  write.ok = answer?.status === okStatus
  return write
}

/** Waits until `done()` or `ms` pass. */
async function until (done: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms
  while (!done() && Date.now() < end) await sleep(50)
}

/** The figures of a phase where each subscriber expects the writes `expected(subscriber)`. */
function judge (sockets: SseSocket[], writes: Write[], expectedOf: (index: number) => Write[], ownerOf?: (index: number) => number): PhaseResult {
  const answered = new Map(writes.filter(write => write.ok).map(write => [write.seq, write]))
  const latencies: number[] = []
  const fromSent: number[] = []
  let expectedDeliveries = 0
  let delivered = 0
  let lost = 0
  let misdelivered = 0
  let duplicates = 0
  sockets.forEach((socket, index) => {
    const want = new Set(expectedOf(index).map(write => write.seq))
    expectedDeliveries += want.size
    const got = new Set<number>()
    for (const event of socket.received) {
      if (ownerOf !== undefined && event.owner !== ownerOf(index)) { misdelivered++; continue }
      if (got.has(event.seq)) { duplicates++; continue }
      got.add(event.seq)
      if (!want.has(event.seq)) continue
      delivered++
      const write = answered.get(event.seq) as Write
      latencies.push(event.at - (write.answered as number))
      fromSent.push(event.at - write.sent)
    }
    for (const seq of want) if (!got.has(seq)) lost++
  })
  const ok = writes.filter(write => write.ok).length
  return {
    cpu: { server: 0, bench: 0, machineBusy: 0 },
    subscribers: sockets.length, writes: ok, rate: 0, failedWrites: writes.length - ok,
    expectedDeliveries, delivered, lost, misdelivered, duplicates, latency: latencyOf(latencies), fromSent: latencyOf(fromSent)
  }
}

async function ownersPhase (base: string, pid: number, port: number, settings: EventsSettings, users: number[], log: (line: string) => void): Promise<{ phase: PhaseResult, rss: number }> {
  const { subscribers, owners, seconds, orderRate } = settings
  const ownerOf = (index: number): number => users[index % owners]
  const path = '/api/v2/orders/events' + (settings.through === 1 ? `?where=${encodeURIComponent(JSON.stringify({ jobs: { none: { statusId: 99 } } }))}` : '')
  const sockets = Array.from({ length: subscribers }, (_, index) => new SseSocket(port, path, { Authorization: `User:${ownerOf(index)}` }))
  await sleep(1000)
  const before = rssOf(pid)
  await subscribeAll(sockets)
  await sleep(2000)
  const rss = (rssOf(pid) - before) / subscribers
  log(`  owners: ${subscribers} subscribers of ${path} over ${owners} owners; server RSS +${(rss / 1024).toFixed(1)} KiB per idle subscriber`)
  const started = performance.now()
  const cpu = cpuWindow(pid)
  const writes = await writeAtRate(orderRate, seconds, async seq => {
    const owner = users[seq % owners]
    return await timedWrite(seq, owner, 202, async () => await post(base, '/api/v2/orders', { ownerId: owner, description: `e${seq}` }, { Authorization: `User:${owner}` }))
  })
  const rate = sentRate
  log(`  writes answered: ${statuses(writes)}, all within ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const byOwner = new Map<number, Write[]>()
  for (const write of writes) if (write.ok) byOwner.set(write.owner, [...byOwner.get(write.owner) ?? [], write])
  const expectedOf = (index: number): Write[] => byOwner.get(ownerOf(index)) ?? []
  const want = sockets.reduce((sum, _socket, index) => sum + expectedOf(index).length, 0)
  await until(() => sockets.reduce((sum, socket) => sum + socket.received.length, 0) >= want, 15_000)
  await sleep(300)
  for (const socket of sockets) socket.close()
  const phase = { ...judge(sockets, writes, expectedOf, ownerOf), rate, cpu: cpu() }
  return { phase, rss }
}

async function booksPhase (base: string, pid: number, port: number, settings: EventsSettings, log: (line: string) => void): Promise<{ phase: PhaseResult, rss: number }> {
  const { subscribers, seconds, bookRate } = settings
  const sockets = Array.from({ length: subscribers }, () => new SseSocket(port, '/books/events'))
  await sleep(1000)
  const before = rssOf(pid)
  await subscribeAll(sockets)
  await sleep(2000)
  const rss = (rssOf(pid) - before) / subscribers
  log(`  books: ${subscribers} subscribers of /books/events; server RSS +${(rss / 1024).toFixed(1)} KiB per idle subscriber`)
  const started = performance.now()
  const cpu = cpuWindow(pid)
  const writes = await writeAtRate(bookRate, seconds, async seq => {
    return await timedWrite(seq, 0, 201, async () => await post(base, '/books', { title: `e${seq}`, pubYear: 2000, authorId: 1 }))
  })
  const rate = sentRate
  log(`  writes answered: ${statuses(writes)}, all within ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const ok = writes.filter(write => write.ok)
  await until(() => sockets.every(socket => socket.received.length >= ok.length), 15_000)
  await sleep(300)
  for (const socket of sockets) socket.close()
  return { phase: { ...judge(sockets, writes, () => ok), rate, cpu: cpu() }, rss }
}

type Api = { '/books': typeof Book }

/** The ids of the books after `after`, as the database has them (the committed ones). */
async function bookIdsAfter (base: string, after: number): Promise<number[]> {
  const ids: number[] = []
  const books = createClient<Api>({ baseUrl: base }).resource('/books')
  for await (const book of books.all({ filters: { 'id[gt]': after }, orderBy: ['id'], fields: ['id', 'title'], maxPageSize: 1000 })) ids.push(book.id)
  return ids
}

async function restartPhase (databaseUrl: string, server: Server, settings: EventsSettings, log: (line: string) => void): Promise<{ result: RestartResult, server: Server }> {
  const { subscribers, seconds, bookRate } = settings
  const { port } = server
  const base = `http://127.0.0.1:${port}`
  const [last] = await bookIdsAfter(base, 0).then(ids => ids.slice(-1))
  const sockets = Array.from({ length: subscribers }, () => new SseSocket(port, '/books/events'))
  await subscribeAll(sockets)
  for (const socket of sockets) socket.resume()
  let current = server
  const killAt = (seconds * 1000) / 3
  let killedAt = 0
  let restarted: Promise<Server> | undefined
  const killer = sleep(killAt).then(() => {
    killedAt = performance.now()
    log(`  restart: SIGKILL to the server after ${(killAt / 1000).toFixed(1)} s of writes, then starting it again`)
    server.child.kill('SIGKILL')
    restarted = once(server.child, 'exit').then(async () => await startExample(databaseUrl, port))
    return restarted
  })
  const writes = await writeAtRate(bookRate, seconds, async seq => {
    return await timedWrite(seq, 0, 201, async () => await post(base, '/books', { title: `e${seq}`, pubYear: 2000, authorId: 1 }))
  })
  log(`  restart: writes answered: ${statuses(writes)}`)
  current = await killer
  const reopened = performance.now()
  const committed = await bookIdsAfter(base, last ?? 0)
  const want = new Set(committed)
  await until(() => sockets.every(socket => socket.opened >= 2 && socket.received.length >= want.size), 30_000)
  const reconnectedAfter = Math.round(reopened - killedAt)
  await sleep(300)
  for (const socket of sockets) socket.close()
  let lost = 0
  let duplicates = 0
  let delivered = 0
  for (const socket of sockets) {
    // By book id, not by the writer's answers: a write cut by the kill may have committed unanswered.
    const got = new Set<number>()
    for (const event of socket.received) {
      if (got.has(event.record)) duplicates++
      got.add(event.record)
    }
    delivered += got.size
    for (const id of want) if (!got.has(id)) lost++
  }
  const ok = writes.filter(write => write.ok).length
  return {
    server: current,
    result: {
      subscribers, writes: ok, rate: bookRate, failedWrites: writes.length - ok, committed: want.size,
      expectedDeliveries: want.size * subscribers, delivered, lost, duplicates,
      reconnectedAfter, resumed: sockets.filter(socket => socket.opened >= 2).length
    }
  }
}

/** A PostgreSQL database of the bench's own next to `base`; dropped by the function returned. */
async function freshPostgres (base: string): Promise<{ url: string, drop: () => Promise<void> }> {
  const name = `fmr_bench_events_${process.pid}`
  const admin = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    await client.query(sql)
    await client.end()
  }
  await admin(`drop database if exists ${name} with (force)`)
  await admin(`create database ${name}`)
  const url = new URL(base)
  url.pathname = '/' + name
  return { url: url.toString(), drop: async () => { await admin(`drop database if exists ${name} with (force)`) } }
}

/** Runs the three phases on `databaseUrl`'s kind of database (SQLite: a fresh file in `out`). */
export async function eventsBench (databaseUrl: string, out: string, settings: EventsSettings, log: (line: string) => void): Promise<EventsResult> {
  const loadStart = loadavg()[0]
  const sqlite = databaseUrl.startsWith('sqlite:')
  let url = databaseUrl
  let drop = async (): Promise<void> => {}
  if (sqlite) {
    const file = `${out}events.db`
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
    url = `sqlite:///${file}`
  } else ({ url, drop } = await freshPostgres(databaseUrl))
  const port = await freePort()
  let server = await startExample(url, port)
  const base = `http://127.0.0.1:${port}`
  try {
    const users: number[] = []
    for (let i = 0; i < settings.owners; i++) {
      const answer = await post(base, '/users', { username: `owner${i}`, password: 'x', email: `owner${i}@example.com` })
      users.push(((await answer.json()) as { id: number }).id)
    }
    log(`Change events (${sqlite ? 'SQLite file' : 'PostgreSQL'}): ${settings.subscribers} subscribers, ${settings.seconds} s per phase`)
    const owners = await ownersPhase(base, server.child.pid as number, port, settings, users, log)
    log(`  owners: ${owners.phase.writes} orders at ${owners.phase.rate.toFixed(0)}/s, ${owners.phase.delivered} of ${owners.phase.expectedDeliveries} deliveries, ` +
      `${owners.phase.lost} lost, ${owners.phase.misdelivered} to another owner, ${owners.phase.duplicates} twice; p50 ${owners.phase.latency.p50} ms, p95 ${owners.phase.latency.p95} ms ` +
      `(from the write sent: p50 ${owners.phase.fromSent.p50}, p95 ${owners.phase.fromSent.p95}); ${describeCpu(owners.phase.cpu)}`)
    const books = await booksPhase(base, server.child.pid as number, port, settings, log)
    log(`  books: ${books.phase.writes} books at ${books.phase.rate.toFixed(0)}/s, ${books.phase.delivered} of ${books.phase.expectedDeliveries} deliveries, ` +
      `${books.phase.lost} lost, ${books.phase.duplicates} twice; p50 ${books.phase.latency.p50} ms, p95 ${books.phase.latency.p95} ms ` +
      `(from the write sent: p50 ${books.phase.fromSent.p50}, p95 ${books.phase.fromSent.p95}); ${describeCpu(books.phase.cpu)}`)
    const restart = process.env.EVENTS_PROFILE === undefined
      ? await restartPhase(url, server, settings, log)
      : { server, result: { subscribers: 0, writes: 0, rate: 0, failedWrites: 0, committed: 0, expectedDeliveries: 0, delivered: 0, lost: 0, duplicates: 0, reconnectedAfter: 0, resumed: 0 } }
    server = restart.server
    const r = restart.result
    log(`  restart: ${r.committed} books committed, ${r.resumed} of ${r.subscribers} subscribers resumed within ${r.reconnectedAfter} ms of the kill; ` +
      `${r.lost} lost, ${r.duplicates} twice, ${r.failedWrites} writes refused while it was down`)
    const result: EventsResult = {
      database: sqlite ? 'sqlite' : 'postgresql',
      date: new Date().toISOString(),
      loadAverage: { start: loadStart, end: loadavg()[0] },
      settings,
      rssPerSubscriber: { orders: Math.round(owners.rss), books: Math.round(books.rss) },
      owners: owners.phase,
      books: books.phase,
      restart: r
    }
    writeFileSync(`${out}events-${result.database}.json`, JSON.stringify(result, null, 2) + '\n')
    return result
  } finally {
    await stop(server)
    await drop()
  }
}

/** Whether the phases met their targets: p95 < 100 ms (owners), < 250 ms (books), nothing lost or misdelivered. */
export function eventsFailures (result: EventsResult): string[] {
  const failures: string[] = []
  for (const [name, phase] of [['owners', result.owners], ['books', result.books]] as const) {
    if (phase.lost > 0 || phase.misdelivered > 0) failures.push(`${name}: ${phase.lost} lost, ${phase.misdelivered} misdelivered`)
  }
  if (result.restart.lost > 0) failures.push(`restart: ${result.restart.lost} lost`)
  return failures
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const smoke = process.argv.includes('--smoke')
  const out = fileURLToPath(new URL('./out/', import.meta.url))
  mkdirSync(out, { recursive: true })
  const databaseUrl = process.env.DATABASE_URL ?? 'sqlite:///'
  const settings = { ...(smoke ? SMOKE : FULL) }
  for (const key of Object.keys(settings) as Array<keyof EventsSettings>) {
    const given = process.argv.indexOf(`--${key}`)
    if (given >= 0) settings[key] = Number(process.argv[given + 1])
  }
  try {
    const result = await eventsBench(databaseUrl, out, settings, line => { console.log(line) })
    const failures = eventsFailures(result)
    if (failures.length > 0) {
      console.error(`Events lost: ${failures.join('; ')}`)
      process.exitCode = 1
    }
  } catch (error) {
    console.error('The events benchmark failed:', error)
    process.exitCode = 1
  }
}
