import type { ColumnInfo } from '../columns/column-info.ts'
import { kindOf, type Encoder } from '../columns/kinds/index.ts'

export type { Encoder }

const identity: Encoder = value => value

/**
 * The function that turns a record's value of this column into its wire value, chosen once
 * per column. Null passes through every encoder unchanged.
 */
export function encoderFor (info: ColumnInfo): Encoder {
  const encode = kindOf(info).encoder(info)
  if (encode === null) return identity
  return value => value === null || value === undefined ? null : encode(value)
}
