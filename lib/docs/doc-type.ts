import type { ColumnInfo } from '../columns/column-info.ts'

/** The contract's document type name of a column, e.g. `integer`, `date-time`, `numeric(17, 6)`. */
export function docType (info: ColumnInfo): string {
  switch (info.kind) {
    case 'integer': case 'smallinteger': case 'biginteger': return 'integer'
    case 'choice': return 'string'
    case 'datetime': return 'date-time'
    case 'numeric': return `numeric(${info.precision ?? 38}, ${info.scale ?? 0})`
    default: return info.kind
  }
}

/** The `format` key of integer columns. */
export function docFormat (info: ColumnInfo): string | undefined {
  switch (info.kind) {
    case 'integer': return 'int32'
    case 'smallinteger': return 'int8'
    case 'biginteger': return 'int64'
    default: return undefined
  }
}
