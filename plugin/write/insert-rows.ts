import type { ModelMeta } from '../../lib/index.ts'
import type { Writer } from '../../lib/write/writer.ts'
import type { Values } from './write-request.ts'

/** Records that set the same columns in one statement, else one statement each; rows in input order. */
export async function insertRows (writer: Writer, meta: ModelMeta, creates: Values[]): Promise<Array<Record<string, unknown>>> {
  if (creates.length === 0) return []
  if (creates.length > 1) {
    const rows = await writer.insertMany(meta, creates)
    if (rows !== undefined) return rows
  }
  const rows = []
  for (const values of creates) rows.push(await writer.insert(meta, values))
  return rows
}
