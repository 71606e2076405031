import { smallWholeKind } from './whole-number.ts'

const base = smallWholeKind('integer', 'integer', 'int32', 32)

/** INTEGER (32 bits). As a primary key it is numbered by the database (autoincrement). */
export const integer = {
  ...base,
  property: info => info.primaryKey === true ? { type: 'integer', autoincrement: true } : { type: 'integer' },
  generatedKey: true,
  numberedKey: true
} satisfies typeof base
