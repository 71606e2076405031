import { PLAIN, type Kind } from './kind.ts'
import { coerceText } from './text-value.ts'

/** TEXT, unbounded. */
export const text: Kind = {
  ...PLAIN,
  name: 'text',
  unboundedText: () => true,
  schema: () => ({ type: 'string' }),
  property: () => ({ type: 'text' }),
  coerce: (info, value) => coerceText(info, value, 'text'),
  example: () => 'example',
  docType: () => 'text'
}
