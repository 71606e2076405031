import type { RelationshipDef } from './model-meta.ts'

type Options = Omit<RelationshipDef, 'kind' | 'target'>

/** Relationship builders: the target is the record-type name, as in the contract. */
export const Relationship = {
  /** One related record, found through a foreign key on this model (e.g. Book.author). */
  single: (target: string, options: Omit<Options, 'limit' | 'onDelete'> = {}): RelationshipDef => ({ ...options, kind: 'single', target }),
  /**
   * The records of `target` whose foreign key points here (e.g. Author.books); at most `limit` (100) per parent in an answer.
   * `onDelete` (`'restrict'`, `'cascade'` or `'set null'`) is the ON DELETE of that foreign key.
   */
  list: (target: string, options: Options = {}): RelationshipDef => ({ ...options, kind: 'list', target })
}
