// `node bench/hotspots.ts <file.cpuprofile> [top]`: self time per function and per package or
// project folder of a profile written by `npm run bench -- --profile`. A native call (a SQLite
// statement, a socket write) is counted in the JS function that made it.
import { readFileSync } from 'node:fs'

interface ProfileNode { id: number, callFrame: { functionName: string, url: string, lineNumber: number }, hitCount?: number }
interface Profile { nodes: ProfileNode[], samples: number[], timeDeltas: number[] }

const [file, top = '25'] = process.argv.slice(2)
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map(node => [node.id, node]))
const self = new Map<number, number>()
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
const idle = [...self].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)').reduce((a, [, micros]) => a + micros, 0)
/** Percentages are of the busy time: the server idles while the other one is measured. */
const total = [...self.values()].reduce((a, b) => a + b, 0) - idle

/** `node_modules/@scope/name` or `node_modules/name`, else the project folder (lib/read, plugin/routes...), else the frame's kind. */
function area (url: string, name: string): string {
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (module !== null) return module[1]
  const own = /^file:\/\/.*?\/((?:lib|plugin|bench|examples)\/[^/]+)/.exec(url)
  if (own !== null) return own[1].replace(/\.ts$/, '')
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0]
  return url === '' ? `(${name || 'native'})` : url
}

function table (title: string, totals: Map<string, number>): void {
  console.log(`\n${title} (self time, % of ${(total / 1e6).toFixed(1)} s busy; ${(idle / 1e6).toFixed(1)} s idle)`)
  for (const [key, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
    console.log(`${(100 * micros / total).toFixed(1).padStart(5)}%  ${key}`)
  }
}

const functions = new Map<string, number>()
const areas = new Map<string, number>()
for (const [id, micros] of self) {
  const { functionName, url, lineNumber } = (byId.get(id) as ProfileNode).callFrame
  if (functionName === '(idle)') continue
  const where = url === '' ? '' : ` ${url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/((?:lib|plugin|bench|examples)\/)/, '$1')}:${lineNumber + 1}`
  const fn = `${functionName || '(anonymous)'}${where}`
  functions.set(fn, (functions.get(fn) ?? 0) + micros)
  const key = area(url, functionName)
  areas.set(key, (areas.get(key) ?? 0) + micros)
}
// Inclusive time of the project's own functions: what a step costs with everything it calls
// (an async function's time is that of its stretches between awaits).
const parent = new Map<number, number>()
for (const node of profile.nodes as Array<ProfileNode & { children?: number[] }>) for (const child of node.children ?? []) parent.set(child, node.id)
const inclusive = new Map<string, number>()
for (const [id, micros] of self) {
  const seen = new Set<string>()
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url, lineNumber } = (byId.get(at) as ProfileNode).callFrame
    const own = url.includes('/node_modules/') ? null : /^file:\/\/.*?\/((?:lib|plugin)\/.*)$/.exec(url)
    if (own === null || functionName === '(idle)') continue
    const key = `${functionName || '(anonymous)'} ${own[1]}:${lineNumber + 1}`
    if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + micros)
    seen.add(key)
  }
}
table('By package or folder', areas)
table('By function', functions)
table('Project functions, inclusive', inclusive)
