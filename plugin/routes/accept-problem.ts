const PROBLEM = 'application/problem+json'
const JSON_TYPE = 'application/json'

/**
 * The quality an Accept header gives `type` (RFC 9110 §12.5.1): that of the most specific range
 * matching it (`type/sub`, then `type/*`, then `*\/*`), 0 when none does; `exact` tells whether an
 * exact range gave it. One pass over the header, whatever its length.
 */
function quality (accept: string, type: string): { q: number, exact: boolean } {
  const [major] = type.split('/')
  let best = { q: 0, rank: -1 }
  for (const range of accept.split(',')) {
    const [name, ...params] = range.split(';')
    const media = name.trim().toLowerCase()
    const rank = media === type ? 2 : media === `${major}/*` ? 1 : media === '*/*' ? 0 : -1
    if (rank <= best.rank) continue
    const qParam = params.map(param => param.trim().toLowerCase()).find(param => param.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    best = { q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0, rank }
  }
  return { q: best.q, exact: best.rank === 2 }
}

/**
 * Whether a client asks for errors as problem details: its Accept names `application/problem+json`
 * itself, and rates it at least as high as `application/json`. `*\/*`, or no Accept, keeps `{message}`.
 */
export function prefersProblem (accept: string | undefined): boolean {
  if (accept === undefined || !accept.toLowerCase().includes(PROBLEM)) return false
  const problem = quality(accept, PROBLEM)
  return problem.exact && problem.q > 0 && problem.q >= quality(accept, JSON_TYPE).q
}
