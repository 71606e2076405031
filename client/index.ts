// `fastify-model-resources/client`: a typed client of an API built with the plugin, typed from the
// record classes it serves (`import type` of them), using fetch only: Node and browsers alike.
export { createClient } from './client.ts'
export type { BatchOperation, BatchOptions, BatchResult, CallOptions, Client, ClientOptions, Id, Page, ReadConditions, ResourceClient, WriteConditions } from './client.ts'
export { Aborted, AnswerMismatch, ApiError, CLIENT_CODES, NotModified, SubscriptionClosed, TimedOut, Unreachable } from './errors.ts'
export type { ClientErrorCode, ErrorBody, FieldProblem, MissingColumns, ProblemDetails, ValidationProblem } from './errors.ts'
export type { ApiModels, ClientModel, ColumnValues, FieldOf, InputOf, ListChanges, NameOf, RecordOf, RelatedOf, RowOf, Selected } from './model-types.ts'
export type { FieldOperators, FiltersOf, ListConditions, ListQuery, OrderTermOf, WhereOf } from './query-types.ts'
export { queryString } from './query-string.ts'
export type { AnswerOf, Answers, BatchAnswerOf, Bulk, BatchResults, KeyOf, Ref, WithRefs, WriteMethod } from './client.ts'
export type { BulkInputOf, KeyColumnOf, KeyNamesOf, KeyRefOf, LinkInput, WriteMode } from './model-types.ts'
export { createSubscriber, EventsExpired, EventStream } from './events.ts'
export type { ChangeEvent, DeletedOf, EventsQuery, EventSubscriber, SubscribeOptions } from './events.ts'
