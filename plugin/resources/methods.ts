/** HTTP methods in the contract's lowercase form (keys of `methods`, `afterCommit`, `serialFields`). */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export const SINGLE_METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete']
export const COLLECTION_METHODS: readonly Method[] = ['get']
