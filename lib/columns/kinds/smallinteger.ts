import { smallWholeKind } from './whole-number.ts'

/** SMALLINT (16 bits). */
export const smallinteger = smallWholeKind('smallinteger', 'smallint', 'int8', 16)
