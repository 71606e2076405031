/**
 * A client's choice of fields for one answer (extensions §2), as read from `fields=`; names are
 * as the client spelled them (camelCase or snake_case). plugin/query/parse-fields.ts reads the
 * text, select-plan.ts narrows a serial plan by it.
 */
export interface FieldSelection {
  /** `include`: exactly `fields`, in that order; `exclude`: the default fields less `fields`. */
  mode: 'include' | 'exclude'
  fields: SelectedField[]
  /** A list relationship's most records per parent, for this request (`books(limit=5)`). */
  limit?: number
  /** A list relationship's order, for this request (`books(orderBy=-pubYear)`). */
  orderBy?: SelectedOrder[]
}

export interface SelectedField {
  name: string
  /** A relationship's own selection (`author(id,lastName)`); its default fields when absent. */
  nested?: FieldSelection
}

export interface SelectedOrder {
  name: string
  descending: boolean
}
