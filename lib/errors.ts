import createError from '@fastify/error'
import { withArticle } from './model/case.ts'
import { FAR_OFFSET } from './read/costly.ts'

// Every error the library raises, with a stable code. Client errors carry their HTTP status;
// configuration errors (no status) are thrown at start-up, never during a request.

/** createError's status for a configuration error: none (createError leaves statusCode undefined for 0). */
const NO_STATUS = 0

export const ValidationFailed = createError('FMR_ERR_VALIDATION', 'The request body failed validation', 400)
export const RecordNotFound = createError('FMR_ERR_NOT_FOUND', '%s with id %s not found', 404)
export const InvalidId = createError('FMR_ERR_INVALID_ID', '%s is not a valid id of %s', 404)
export const Conflict = createError('FMR_ERR_CONFLICT', '%s', 409)
export const IdMismatch = createError('FMR_ERR_ID_MISMATCH', 'The id %s in the body does not match the id %s in the path', 400)
export const JsonRequired = createError('FMR_ERR_JSON_REQUIRED', 'JSON format is required', 415)
export const BadBody = createError('FMR_ERR_BAD_BODY', '%s', 400)
export const BadQuery = createError('FMR_ERR_BAD_QUERY', '%s', 400)
export const HookFailed = createError('FMR_ERR_HOOK_FAILED', '%s', 400)

/** A hook's refusal, answered with the status the hook chose. */
export function hookFailure (message: string, statusCode: number): Error {
  return Object.assign(new HookFailed(message), { statusCode })
}

/**
 * `error` as the answer of a write that holds the record it concerns: a hook's refusal names
 * where the record is in the request (`tags.1: ...`, `record 2: ...`), with the hook's status;
 * any other error as it is.
 */
export function hookFailureAt (at: string, error: unknown): unknown {
  if (!(error instanceof HookFailed)) return error
  return hookFailure(`${at}: ${error.message}`, (error as { statusCode: number }).statusCode)
}
export const MalformedHookResult = createError('FMR_ERR_HOOK_RESULT', 'The hook %s returned a malformed result', 500)
/** A POST without an id when the generated key has no value left in its column's range. */
export const IdSpaceExhausted = createError('FMR_ERR_ID_EXHAUSTED', 'No %s id is left to generate: send an id that is not taken', 409)
/** PostgreSQL: a generated id that a stored row holds, the id sequence being behind the table's ids (after an import). */
export const IdSequenceBehind = createError('FMR_ERR_ID_SEQUENCE', 'The %s id the database generated is taken: its id sequence is behind the stored ids (rows were written with ids of their own, as an import does); see "Ids after an import" in docs/deploying.md', 409)
/** A POST that names its id where the resource leaves ids to the database (`clientIds` false). */
export const ClientIdRefused = createError('FMR_ERR_CLIENT_ID', '%s ids are chosen by the server: send no id', 400)
/** A bulk create of more records than the resource's `maxBulk`. */
export const BulkTooLarge = createError('FMR_ERR_BULK_SIZE', 'A bulk create of %s records is more than %s (maxBulk): send fewer at a time', 413)
export const DatabaseUnavailable = createError('FMR_ERR_DB_UNAVAILABLE', 'The database is unavailable, try again later', 503)
/** PostgreSQL's numeric_value_out_of_range (22003): a value the statement computes, not one stored, is past its type. */
export const OutOfRange = createError('FMR_ERR_OUT_OF_RANGE', 'A value computed for this request is past what its type holds (a sum past the largest number, say): ask for fewer records or another function', 400)
export const UnknownUriScheme = createError('FMR_ERR_URI_SCHEME', 'Unknown database URI scheme in "%s": use sqlite:/// or postgresql://', NO_STATUS, TypeError)
export const UnknownSerialField = createError('FMR_ERR_SERIAL_FIELD', '%s is not a field of %s', NO_STATUS, TypeError)
/** A writable relationship answered without its records' key: a write-back could not say which record each one is. */
export const WritableKeyHidden = createError('FMR_ERR_WRITABLE_KEY', '%s is writable, but the %s answer shows its records without %s: a PUT of what it showed would replace each record with a new one. Show the key in the serial settings, or leave the relationship read-only', NO_STATUS, TypeError)
export const UnknownModel = createError('FMR_ERR_UNKNOWN_MODEL', '%s is not a record type known to this DB: add it to new DB(uri, { models })', NO_STATUS, TypeError)
export const BadRelationship = createError('FMR_ERR_RELATIONSHIP', 'The relationship %s.%s cannot be resolved: %s', NO_STATUS, TypeError)
export const NotBound = createError('FMR_ERR_NOT_BOUND', 'The model %s is not bound to a DB: pass it in `new DB(uri, { models })`', NO_STATUS, TypeError)
export const NotCreated = createError('FMR_ERR_NOT_CREATED', 'Call `await db.createAll()` before using the database', NO_STATUS, TypeError)
/** Change events name a record by one column's value: a type keyed by several cannot have them. */
export const EventsCompositeKey = createError('FMR_ERR_EVENTS_KEY', 'Change events of %s are not served: its primary key is composite (%s), and an event names a record by one column: leave events off this type', NO_STATUS, TypeError)
export const TableExists = createError('FMR_ERR_TABLE_EXISTS', 'Table %s already exists (createAll with checkfirst false)', NO_STATUS, TypeError)
/** A nested write (extensions §7) sending more records in one relationship than its `limit`. */
export const NestedTooLarge = createError('FMR_ERR_NESTED_SIZE', 'The list %s holds %s records, more than %s (its limit): send fewer at a time', 413)
/** A nested record whose id names no child of this parent (or one the nested type's hook hides). */
export const NotAChild = createError('FMR_ERR_NOT_A_CHILD', "%s: %s is not one of this %s's records", 400)
/** An answer that would hold more records, nested ones counted, than the resource's `maxRecords`. */
export const TooManyRecords = createError('FMR_ERR_TOO_MANY_RECORDS', 'The answer would hold more than %s records (maxRecords); ask for a smaller page or fewer relationships', 400)
/** An answer whose text would pass the resource's `maxAnswerBytes`. */
export const AnswerTooLarge = createError('FMR_ERR_ANSWER_SIZE', 'The answer would hold more than %s bytes (maxAnswerBytes); ask for a smaller page or fewer fields', 400)
/** A write body in a charset other than UTF-8 (JSON is UTF-8, RFC 8259), refused before it is read. */
export const UnsupportedCharset = createError('FMR_ERR_CHARSET', 'The charset %s is not supported: send JSON in UTF-8', 415)
/** A compressed (or otherwise encoded) write body, refused before it is read. */
export const UnsupportedEncoding = createError('FMR_ERR_CONTENT_ENCODING', 'The content encoding %s is not supported: send the body unencoded', 415)
/** A Choice column whose `default` (or `serverDefault`) is neither one of its labels nor one of its keys. */
export const BadChoiceDefault = createError('FMR_ERR_CHOICE_DEFAULT', 'The default %s is not a label or key of the choices %s', NO_STATUS, TypeError)
/** A database URI whose MikroORM driver package is not installed (PostgreSQL's is an optional peer). */
export const DriverMissing = createError('FMR_ERR_DRIVER_MISSING', '%s needs a driver that is not installed: npm install --save-exact %s', NO_STATUS, TypeError)
/** `defineModel()` without a `primaryKey: true` column. */
export const NoPrimaryKey = createError('FMR_ERR_NO_PRIMARY_KEY', '%s has no primary key column', NO_STATUS, TypeError)
/** `dbConfig(base, vars)` where `vars` lacks a placeholder of `base`. */
export const MissingConfigValue = createError('FMR_ERR_CONFIG_VALUE', 'dbConfig: no value for %s in "%s"', NO_STATUS, TypeError)
/** `db.migrations.create()` while migrations are pending: the new one would not start from the database's shape. */
export const MigrationsPending = createError('FMR_ERR_MIGRATIONS_PENDING', 'Apply the pending migrations first (db.migrations.up()): %s')
/** A migration whose SQL failed; the run's transaction was rolled back. */
export const MigrationFailed = createError('FMR_ERR_MIGRATION_FAILED', 'The migration %s failed and the run was rolled back: %s')
/** The migration command line's config file is missing or malformed. */
export const BadCliConfig = createError('FMR_ERR_CLI_CONFIG', '%s', NO_STATUS, TypeError)
/** A value a Choice column does not list, reaching the database layer (bodies and filters refuse it earlier, 400). */
export const InvalidChoice = createError('FMR_ERR_CHOICE', 'The value %s is not a valid choice (one of: %s)', 400, RangeError)
/** `new DB(uri, { modelClass })` whose class does not extend the record types' base. */
export const BadModelClass = createError('FMR_ERR_MODEL_CLASS', 'modelClass %s must extend %s', NO_STATUS, TypeError)
/** An entry of the plugin's `resources` that is not a resource class. */
export const BadResource = createError('FMR_ERR_RESOURCE', 'resources must be ModelResource, CollectionModelResource, MetaResource or BatchResource subclasses, not %s', NO_STATUS, TypeError)
/** A resource with `bulk = true` and an afterCommit hook for POST, which could not replace each of many records. */
export const BulkAfterCommit = createError('FMR_ERR_BULK_AFTER_COMMIT', '%s: a resource that takes bulk creates (bulk = true) cannot have an afterCommit hook for post', NO_STATUS, TypeError)
/** A PUT, PATCH or DELETE whose `If-Match` names no tag of the record as it is now (or `*` where it does not exist): nothing written. */
export const PreconditionFailed = createError('FMR_ERR_PRECONDITION_FAILED', 'The record was changed since it was read (or does not exist): its ETag does not match If-Match', 412)
/** A PUT, PATCH or DELETE without `If-Match` on a resource with `requireIfMatch`. */
export const PreconditionRequired = createError('FMR_ERR_PRECONDITION_REQUIRED', 'Send If-Match with the ETag of the record as it was read', 428)
/**
 * A nested record's change (extensions §7) where its type's resource has `requireIfMatch` and the
 * parent's If-Match does not cover it: the same code, naming the record.
 */
export function nestedPreconditionRequired (at: string, type: string): Error {
  return Object.assign(new PreconditionRequired(), {
    message: `${at}: ${withArticle(type)} is changed only under If-Match: send the If-Match of the record this one is written with, or change it through its own resource`
  })
}
/** An `If-Match` or `If-None-Match` that is neither `*` nor a list of entity tags (RFC 9110). */
export const BadPrecondition = createError('FMR_ERR_BAD_PRECONDITION', 'The %s header is not "*" or a list of entity tags', 400)
/** A path no route serves; the notFound handler adds `: did you mean <path>?` where one is one spelling away. */
export const RouteNotFound = createError('FMR_ERR_ROUTE_NOT_FOUND', 'Not found', 404)
/**
 * A path the application serves, with a method it does not answer there (the plugin's
 * `notFound` handler): `DELETE /books`, `POST /books/1`. `Allow` lists the methods it answers.
 */
export const MethodNotAllowed = createError('FMR_ERR_METHOD_NOT_ALLOWED', '%s is not answered at %s: it answers %s', 405)
/** A body over Fastify's `bodyLimit`. */
export const BodyTooLarge = createError('FMR_ERR_BODY_TOO_LARGE', 'Request body is too large', 413)
/** A request Fastify refused before a route saw it (a malformed URL, a path parameter too long...): its own status. */
export const BadRequest = createError('FMR_ERR_BAD_REQUEST', '%s', 400)
/** An answer of status 400 or more that a decorator (or any preHandler) sent itself, as problem details. */
export const Refused = createError('FMR_ERR_REFUSED', '%s', 403)
/** Anything unexpected: the details go to the log only. */
export const InternalError = createError('FMR_ERR_INTERNAL', 'Internal Server Error', 500)
/** A `cursor` that this server did not issue for this query (its order and filters), or that was changed (extensions §3). */
export const BadCursor = createError('FMR_ERR_BAD_CURSOR', 'The cursor is not valid for this query: start again without one', 400)
/** A cursor key (`new DB(uri, { cursorKey })` or the plugin's `cursorKey`) shorter than 16 bytes. */
export const WeakCursorKey = createError('FMR_ERR_CURSOR_KEY', 'A cursor key must be at least 16 bytes long, not %s', NO_STATUS, TypeError)
/** A `new DB()` URL or option that cannot work: an unknown option or one of the wrong type, replicas of a SQLite database, a bad poolSize or URL parameter. */
export const BadDbOption = createError('FMR_ERR_DB_OPTION', '%s', NO_STATUS, TypeError)
/** A plugin option (top-level or of `rateLimit`, `health`, `metrics`, `openapi`, `events`) that is unknown or of the wrong type. */
export const BadPluginOption = createError('FMR_ERR_PLUGIN_OPTION', '%s', NO_STATUS, TypeError)
/** A client over the plugin's `rateLimit` (requests per window); answered with `Retry-After`. */
export const RateLimited = createError('FMR_ERR_RATE_LIMITED', 'Too many requests, retry in %s', 429)
/** `/ready` while the database does not answer, migrations are pending, or another readiness check fails. */
export const NotReady = createError('FMR_ERR_NOT_READY', 'Not ready: %s', 503)
/** A batch (POST `{prefix}/batch`) of more operations than its resource's `maxOperations` (100). */
export const BatchTooLarge = createError('FMR_ERR_BATCH_SIZE', 'A batch of %s operations is more than %s: send fewer at a time', 413)
/** A batch operation that is malformed, or whose `$ref` names no answer of an earlier operation. */
export const BadOperation = createError('FMR_ERR_BATCH_OPERATION', '%s', 400)
/** A batch that ran past its resource's `timeoutMs`: rolled back, nothing written. */
export const BatchTimeout = createError('FMR_ERR_BATCH_TIMEOUT', 'The batch took longer than %s ms and was rolled back: send fewer operations', 503)
/** A batch whose operations' answers together pass its resource's `maxAnswerBytes`. */
/**
 * SQLite: a read that is more than plain (lib/read/costly.ts) inside a batch, where it would run
 * on the event loop with no bound: alone it runs in a helper process stopped at readTimeout.
 */
export const BatchCostlyRead = createError('FMR_ERR_BATCH_COSTLY_READ', `This read goes through relationships, matches a pattern, searches, aggregates or skips more than ${FAR_OFFSET} records: on this database it runs only as a request of its own, not inside a batch`, 400)
export const BatchAnswerTooLarge = createError('FMR_ERR_BATCH_ANSWER', 'The answers of the batch would hold more than %s bytes: send fewer operations, or GETs of fewer records', 413)
/** A `columns` entry of defineModel() that no `Column.*` builder made (a plain TypeBox schema, a value). */
export const NotAColumn = createError('FMR_ERR_COLUMN', '%s.%s is not a column: declare it with a Column.* builder (Column.String(80), Column.Integer()...), not %s', NO_STATUS, TypeError)
/** The plugin's register on a database whose tables differ from the models (decisions §6), unless `schemaCheck: 'warn'`. */
export const SchemaDrift = createError('FMR_ERR_SCHEMA_DRIFT', '%s', NO_STATUS)
/** createAll() on a PostgreSQL database that does not exist, without `createDatabase: true`. */
export const DatabaseMissing = createError('FMR_ERR_DATABASE_MISSING', '%s', NO_STATUS)
/** createAll() when the database server cannot be reached or refuses the connection (down, wrong host or port, TLS, password). */
export const DatabaseUnreachable = createError('FMR_ERR_DB_CONNECT', '%s', NO_STATUS)
/** A migration file generated on one database kind, run on the other: refused before anything runs. */
export const MigrationDialect = createError('FMR_ERR_MIGRATION_DIALECT', 'The migration %s holds %s SQL and this database is %s: nothing was run. Keep each kind\'s migrations in a folder of its own (migrations/sqlite, migrations/postgresql: the default migrationsPath follows the URL), and write the change for this database with migration:create on a database of its kind', NO_STATUS)
/** Migration files in the folder above the per-kind one the migrations are read from (the layout before one folder per kind). */
export const MigrationsMisplaced = createError('FMR_ERR_MIGRATIONS_FOLDER', '%s holds migration files that are never run (%s): %s', NO_STATUS)
/** A PUT, PATCH or DELETE whose `If-None-Match` is `*` or names the record's current tag (RFC 9110 §13.1.2): nothing written. */
export const NoneMatchFailed = createError('FMR_ERR_NONE_MATCH_FAILED', 'The record exists and If-None-Match names its ETag (or is "*"): nothing was written', 412)
/** `Column.DateTime({ precision })` with a precision other than 0, 3 or 6. */
export const BadDateTimePrecision = createError('FMR_ERR_DATETIME_PRECISION', 'A date-time precision is 0, 3 or 6 fractional digits, not %s', NO_STATUS, TypeError)
/** A read (lib/read/costly.ts says where each runs) that ran past `readTimeout`: stopped, answered without Retry-After (the same query would fail again). */
export const QueryTimeout = createError('FMR_ERR_QUERY_TIMEOUT', 'The query took longer than its budget of %s ms (readTimeout) and was stopped: narrow its conditions', 503)
/**
 * A PUT or PATCH sending a writable list as the whole set to a parent with more children than the
 * relationship's `limit`: no read shows them all, so a list sent back would remove the rest.
 */
export const ListCut = createError('FMR_ERR_LIST_CUT', '%s, more than a read shows (the limit, %s): a list of them is not the whole set. Change some with %s', 409)
/** `defineModel()` whose `primaryKey` or `unique` list names no column of the model, names one twice, or is empty. */
export const BadKey = createError('FMR_ERR_KEY', '%s: %s', NO_STATUS, TypeError)
/** A change-events request whose Last-Event-ID is older than the events kept (retention): re-read the collection, then subscribe again. */
export const EventsExpired = createError('FMR_ERR_EVENTS_EXPIRED', 'Events after %s are no longer kept: read the collection again, then subscribe without Last-Event-ID', 410)
/** A change-events request whose `Last-Event-ID` this database never gave (restored from a backup, or made anew): the client's copy holds changes it lacks. */
export const EventsAhead = createError('FMR_ERR_EVENTS_AHEAD', 'Event %s is past the last event this server has given: read the collection again, then subscribe without Last-Event-ID', 410)
/** A change-events request past the process's `maxSubscribers`; answered with `Retry-After`. */
export const TooManySubscribers = createError('FMR_ERR_SUBSCRIBERS', 'This server has %s subscribers to change events, its most: try again later', 503)
/** A change-events request past `events.maxSubscribersPerClient` streams of its client open at once. */
export const TooManyClientSubscribers = createError('FMR_ERR_CLIENT_SUBSCRIBERS', 'This client has %s change-event streams open, its most: close one first', 429)
/** A model's `search` names a field that cannot be searched: not a text column, not reached through one single relationship. */
export const BadSearchField = createError('FMR_ERR_SEARCH_FIELD', 'The search field %s of %s cannot be searched: %s', NO_STATUS, TypeError)
