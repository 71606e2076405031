import { PLAIN, type Kind } from './kind.ts'
import { coerceText } from './text-value.ts'

/** VARCHAR, of a maximum length when one is given. */
export const string: Kind = {
  ...PLAIN,
  name: 'string',
  unboundedText: info => info.maxLength === undefined,
  schema: info => info.maxLength === undefined ? { type: 'string' } : { type: 'string', maxLength: info.maxLength },
  property: (info, dialect) => info.maxLength === undefined
    ? { type: 'string', columnType: dialect === 'postgresql' ? 'varchar' : 'text' }
    : { type: 'string', length: info.maxLength },
  coerce: (info, value) => coerceText(info, value, 'string'),
  example: info => 'example'.slice(0, info.maxLength ?? 7),
  docType: () => 'string'
}
