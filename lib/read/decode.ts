import type { ColumnInfo } from '../columns/column-info.ts'
import { kindOf, type Decoder } from '../columns/kinds/index.ts'
import type { Dialect } from '../db/uri.ts'

export type { Decoder }

/**
 * How a raw database value of this column becomes the record's value, chosen once per column;
 * null when the driver's value is already right. `bigints`: the table is read with exact integers.
 */
export function decoderFor (info: ColumnInfo, dialect: Dialect, bigints: boolean): Decoder {
  return kindOf(info).decoder(info, dialect, bigints)
}
