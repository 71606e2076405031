import { invalid, PLAIN, type Kind } from './kind.ts'

/** DOUBLE PRECISION: any finite number. */
export const float: Kind = {
  ...PLAIN,
  name: 'float',
  sum: 'float',
  schema: () => ({ type: 'number' }),
  property: () => ({ type: 'double' }),
  coerce (_info, value) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
    return typeof number === 'number' && Number.isFinite(number) ? { ok: true, value: number } : invalid(value, 'float')
  },
  // A number, or its text (coerce reads any text Number() reads).
  inputSchema: () => ({ anyOf: [{ type: 'number' }, { type: 'string', pattern: '\\S' }] }),
  example: () => 1.5,
  docType: () => 'float'
}
