// Paging at depth (extensions §3): one plugin server asked for the page of 50 books at depth
// 9,950 by cursor, against the same server asked for the first page by cursor (target 0.9: a
// keyset page costs the same at any depth), and the offset page at that depth against the same
// first page, for contrast (no target: OFFSET reads and drops every row before the page).
import { startServer } from './children.ts'
import type { DatasetSize } from './dataset.ts'
import { measure, type ScenarioResult, type Settings } from './measure.ts'
import { PAGE, type Scenario } from './scenarios.ts'
import { ask } from './verify.ts'

const FIRST = `/books?cursor=&maxPageSize=${PAGE}`

/** The link of the page at `depth` records, following each page's `Link` from the first. */
async function cursorAt (server: Parameters<typeof ask>[0], depth: number): Promise<string> {
  let path = FIRST
  for (let seen = 0; seen < depth; seen += PAGE) {
    const answer = await ask(server, 'GET', { path })
    const next = /<([^>]+)>; rel="next"/.exec(answer.headers)?.[1]
    if (answer.status !== 200 || next === undefined) throw new Error(`no page after ${seen} records: ${answer.status}`)
    path = next
  }
  return path
}

export async function measureDepth (databaseUrl: string, size: DatasetSize, settings: Settings, log: (line: string) => void): Promise<ScenarioResult[]> {
  const depth = size.authors * size.booksPerAuthor - PAGE
  const server = await startServer('plugin', databaseUrl)
  try {
    const deep = await cursorAt(server, depth)
    const first = (): { path: string } => ({ path: FIRST })
    const comparisons: Scenario[] = [
      { key: 'cursor-depth', title: `GET a page of ${PAGE} books by cursor at depth ${depth} vs at depth 0`, method: 'GET', target: 0.9, request: () => ({ path: deep }), referenceRequest: first, edges: [] },
      { key: 'offset-depth', title: `GET a page of ${PAGE} books by offset at depth ${depth} vs by cursor at depth 0 (for contrast)`, method: 'GET', target: 0, request: () => ({ path: `/books?maxPageSize=${PAGE}&offset=${depth}` }), referenceRequest: first, edges: [] }
    ]
    const results: ScenarioResult[] = []
    // The server in both places: the reference place asks the first page.
    for (const scenario of comparisons) results.push(await measure([server, { ...server, name: 'baseline' }], scenario, settings, log))
    return results
  } finally {
    await server.close()
  }
}
