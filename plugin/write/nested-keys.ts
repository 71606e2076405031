import type { ColumnMeta, RelationshipMeta } from '../../lib/model/model-meta.ts'

// Which side of a writable relationship holds its foreign key (extensions §7): a list's records
// name their parent (`Job.orderId`), a single's parent names its record (`Book.authorId`). Either
// way the records linked to a parent are the target's rows whose `remote` equals the parent's
// `local`, which is how a nested write finds them.

/**
 * The nested record's column that names the parent: a list's foreign key, set to the parent's id;
 * none for a single, nor for a many-to-many (its join rows link the records: nested-links.ts).
 */
export function childKey (relation: RelationshipMeta): ColumnMeta | undefined {
  return relation.kind === 'list' && relation.through === undefined ? relation.remote : undefined
}

/** The parent's column that names the nested record: a single's foreign key, set to the record's id; none for a list. */
export function parentKey (relation: RelationshipMeta): ColumnMeta | undefined {
  return relation.kind === 'single' ? relation.local : undefined
}
