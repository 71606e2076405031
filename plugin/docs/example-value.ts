import type { ColumnInfo } from '../../lib/columns/column-info.ts'

/**
 * A value the server accepts for a column of this kind, for the document's examples: what Swagger
 * UI fills a request body with must succeed when sent (no -2147483648 ids, no "string" dates).
 */
export function exampleValue (info: ColumnInfo): unknown {
  switch (info.kind) {
    case 'integer': case 'smallinteger': case 'biginteger': return 1
    case 'float': return 1.5
    case 'numeric': return (info.scale ?? 0) > 0 ? `1.${'0'.repeat(info.scale ?? 0)}` : '1'
    case 'string': case 'text': return 'example'.slice(0, info.maxLength ?? 7)
    case 'date': return '2024-01-31'
    case 'datetime': return (info.precision ?? 0) === 0 ? '2024-01-31 12:00:00' : '2024-01-31 12:00:00.' + '0'.repeat(info.precision ?? 0)
    case 'boolean': return false
    case 'choice': return Object.values(info.choices ?? {})[0] ?? null
    case 'uuid': return '123e4567-e89b-42d3-a456-426614174000'
    case 'json': return {}
  }
}
