import { invalid, PLAIN, type Kind } from './kind.ts'

/** BOOLEAN; SQLite stores 1 and 0. A query string may say true/false or 1/0. */
export const boolean: Kind = {
  ...PLAIN,
  name: 'boolean',
  unordered: true,
  schema: () => ({ type: 'boolean' }),
  property: () => ({ type: 'boolean' }),
  decoder: (_info, dialect) => dialect === 'sqlite' ? raw => raw === 1 || raw === 1n : null,
  coerce (_info, value, fromText) {
    if (typeof value === 'boolean') return { ok: true, value }
    if (fromText && (value === 'true' || value === '1')) return { ok: true, value: true }
    if (fromText && (value === 'false' || value === '0')) return { ok: true, value: false }
    return invalid(value, 'boolean')
  },
  encoder: () => value => value === true || value === 1 || value === '1' || value === 't',
  example: () => false,
  docType: () => 'boolean'
}
