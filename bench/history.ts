// The benchmark's history: each run's ratios (bench/history.json, appended by every run but
// --smoke's), drawn as bench/history.svg, one panel per database, one line per scenario, the
// ratio against the tagged baseline solid and against the plain baseline dashed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { BenchResult } from './report.ts'

export interface HistoryEntry {
  date: string
  database: BenchResult['database']
  /** Rounds and seconds per run: a short run's ratios move more. */
  rounds: number
  duration: number
  /** 1-minute load average at the start: others' work on the machine. */
  load: number
  /** Per scenario: the plugin (example defaults) over the tagged baseline, and over the plain one where measured. */
  ratios: Record<string, { tagged: number, plain?: number }>
}

export function appendHistory (file: string, result: BenchResult): HistoryEntry[] {
  const history = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as HistoryEntry[] : []
  const ratios: HistoryEntry['ratios'] = {}
  for (const s of result.scenarios) {
    const plain = s.comparisons?.find(c => c.measured === 'plugin' && c.reference === 'plain')?.ratio
    ratios[s.key] = { tagged: round(s.ratio), ...(plain === undefined ? {} : { plain: round(plain) }) }
  }
  if (Object.keys(ratios).length > 0) {
    history.push({ date: result.date, database: result.database, rounds: result.settings.rounds, duration: result.settings.duration, load: round(result.machine.loadAverage.start), ratios })
  }
  writeFileSync(file, JSON.stringify(history, null, 2) + '\n')
  return history
}

const round = (value: number): number => Math.round(value * 100) / 100

const COLORS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf']
const PANEL = { width: 460, height: 260, left: 44, right: 12, top: 28, bottom: 40 }
const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

function panel (entries: HistoryEntry[], title: string, keys: string[], x0: number): string {
  const { width, height, left, right, top, bottom } = PANEL
  const innerW = width - left - right
  const innerH = height - top - bottom
  const values = entries.flatMap(e => Object.values(e.ratios).flatMap(r => [r.tagged, ...(r.plain === undefined ? [] : [r.plain])]))
  const max = Math.max(1.2, Math.ceil(Math.max(0, ...values) * 5) / 5)
  const x = (i: number): number => x0 + left + (entries.length <= 1 ? innerW / 2 : i * innerW / (entries.length - 1))
  const y = (v: number): number => top + innerH - Math.min(v, max) / max * innerH
  const parts = [`<text x="${x0 + left}" y="18" font-size="13" font-weight="bold">${escape(title)}</text>`]
  for (let v = 0; v <= max + 1e-9; v += 0.2) {
    const at = y(v).toFixed(1)
    parts.push(`<line x1="${x0 + left}" x2="${x0 + width - right}" y1="${at}" y2="${at}" stroke="${Math.abs(v - 1) < 1e-9 ? '#444' : '#ddd'}"/>`,
      `<text x="${x0 + left - 6}" y="${at}" font-size="10" text-anchor="end" dominant-baseline="middle">${v.toFixed(1)}</text>`)
  }
  entries.forEach((e, i) => {
    parts.push(`<text x="${x(i).toFixed(1)}" y="${height - bottom + 14}" font-size="9" text-anchor="middle">${e.date.slice(5, 10)}</text>`,
      `<text x="${x(i).toFixed(1)}" y="${height - bottom + 25}" font-size="8" fill="#888" text-anchor="middle">${e.date.slice(11, 16)}</text>`)
  })
  keys.forEach((key, k) => {
    for (const kind of ['tagged', 'plain'] as const) {
      const points = entries.flatMap((e, i) => { const v = e.ratios[key]?.[kind]; return v === undefined ? [] : [`${x(i).toFixed(1)},${y(v).toFixed(1)}`] })
      if (points.length === 0) continue
      const dash = kind === 'plain' ? ' stroke-dasharray="4 3"' : ''
      parts.push(`<polyline fill="none" stroke="${COLORS[k % COLORS.length]}" stroke-width="1.5"${dash} points="${points.join(' ')}"/>`)
      for (const point of points) parts.push(`<circle cx="${point.split(',')[0]}" cy="${point.split(',')[1]}" r="2" fill="${COLORS[k % COLORS.length]}"/>`)
    }
  })
  return parts.join('\n')
}

/** Two panels (SQLite, PostgreSQL) side by side, a legend of scenarios below. */
export function historySvg (history: HistoryEntry[]): string {
  const keys = [...new Set(history.flatMap(e => Object.keys(e.ratios)))]
  const legendRows = Math.ceil(keys.length / 3)
  const width = PANEL.width * 2
  const height = PANEL.height + 30 + legendRows * 16
  const legend = keys.map((key, k) => {
    const lx = 20 + (k % 3) * 300
    const ly = PANEL.height + 20 + Math.floor(k / 3) * 16
    return `<line x1="${lx}" x2="${lx + 20}" y1="${ly}" y2="${ly}" stroke="${COLORS[k % COLORS.length]}" stroke-width="2"/><text x="${lx + 26}" y="${ly}" font-size="11" dominant-baseline="middle">${escape(key)}</text>`
  })
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<rect width="${width}" height="${height}" fill="white"/>`,
    panel(history.filter(e => e.database === 'sqlite'), 'SQLite: plugin req/s over baseline req/s (solid: tagged baseline, dashed: plain)', keys, 0),
    panel(history.filter(e => e.database === 'postgresql'), 'PostgreSQL', keys, PANEL.width),
    ...legend,
    '</svg>',
    ''
  ].join('\n')
}

export function writeHistory (json: string, svg: string, result: BenchResult): void {
  writeFileSync(svg, historySvg(appendHistory(json, result)))
}
