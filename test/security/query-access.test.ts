// The collection query side of "nothing lost, no one in": a column the GET answer hides (write-only,
// or left out by serial settings) is never an oracle through filters or order; LIKE patterns and
// request sizes are bounded (extensions §1); `\` in a pattern means the same on both databases;
// the next-page link never carries a client's host.
import net from 'node:net'
import t, { type Test } from 'tap'
import { Column, defineModel, type HookQuery } from '../../lib/index.ts'
import { CollectionModelResource, type Data, type HookResult } from '../../plugin/index.ts'
import { Author, Book, User, models } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { snapshot } from '../helpers/state.ts'

const ANN = { id: 1, username: 'ann', email: 'ann@example.com', isStaff: false, isActive: true, isAccountCurrent: false, dateJoined: '2024-01-02', lastLogin: null }
const BOB = { id: 2, username: 'bob', email: 'bob@example.com', isStaff: true, isActive: false, isAccountCurrent: false, dateJoined: '2024-03-04', lastLogin: null }

/** Ann (password "secret") and Bob (password "hunter2"), through the API. */
async function users (t: Test, opened: Opened): Promise<void> {
  for (const [user, password] of [[ANN, 'secret'], [BOB, 'hunter2']] as const) {
    const { id: _id, ...fields } = user
    const res = await call(opened.app, 'POST', '/users', { ...fields, password })
    t.equal(res.status, 201, `user ${user.username} created`)
  }
}

async function get (opened: Opened, path: string): Promise<{ status: number, body: unknown, total: unknown }> {
  const res = await call(opened.app, 'GET', path)
  return { status: res.status, body: res.body, total: res.headers['x-total-count'] }
}

// ---- hidden columns are no oracle ----------------------------------------------------------------

eachDatabase(t, 'a write-only column cannot be filtered on or ordered by: one answer for a right and a wrong guess', async (t, { url }) => {
  const opened = await openApp(t, url)
  await users(t, opened)
  const before = await snapshot(opened.db)
  const filter = { status: 400, body: { message: 'password cannot be used in a filter' }, total: undefined }
  const order = { status: 400, body: { message: 'password cannot be used in an order' }, total: undefined }
  // Each pair: a guess that matches Ann's password, and one that matches nobody.
  const pairs: Array<[string, string, typeof filter]> = [
    ['password=secret', 'password=wrong', filter],
    ['password[eq]=secret', 'password[eq]=wrong', filter],
    ['password[ne]=secret', 'password[ne]=wrong', filter],
    ['password[like]=s%25', 'password[like]=x%25', filter],
    ['password[ilike]=S%25', 'password[ilike]=X%25', filter],
    ['password[notlike]=s%25', 'password[notlike]=x%25', filter],
    ['password[ge]=s', 'password[ge]=z', filter],
    ['password[lt]=t', 'password[lt]=a', filter],
    ['password[in]=secret,x', 'password[in]=x,y', filter],
    ['password[notin]=secret', 'password[notin]=x', filter],
    ['password=secret&password=x', 'password=x&password=y', filter],
    ['password[isnull]=false', 'password[isnull]=true', filter],
    ['password=secret&count=true', 'password=wrong&count=true', filter],
    ['password=secret&debug=true', 'password=wrong&debug=true', filter],
    // Values the column would refuse, or past the limits, answer the same: nothing depends on the value.
    [`password[like]=${'%25'.repeat(20)}`, `password[like]=${'a'.repeat(500)}`, filter],
    [`password[in]=${Array.from({ length: 2000 }, (_, i) => i).join(',')}`, 'password[in]=', filter],
    ['orderBy=password', 'orderBy=-password', order],
    ['orderBy=id,password', 'order_by=-password,id', order],
    ['orderBy=password&count=true', 'orderBy=-password&debug=true', order]
  ]
  for (const [right, wrong, expected] of pairs) {
    const rightAnswer = await get(opened, '/users?' + right)
    const wrongAnswer = await get(opened, '/users?' + wrong)
    t.strictSame(rightAnswer, expected, right.slice(0, 80))
    t.strictSame(wrongAnswer, rightAnswer, `${wrong.slice(0, 80)} answers exactly as ${right.slice(0, 80)}`)
  }
  t.strictSame(await snapshot(opened.db), before, 'nothing was written')
})

eachDatabase(t, 'the visible columns of the same type still filter and order, the id and the dates included', async (t, { url }) => {
  const opened = await openApp(t, url)
  await users(t, opened)
  const cases: Array<[string, unknown[]]> = [
    ['username=ann', [ANN]],
    ['email[like]=b%25', [BOB]],
    ['id[in]=1,2&orderBy=-username', [BOB, ANN]],
    ['isStaff=true', [BOB]],
    ['date_joined[lt]=2024-02-01', [ANN]],
    ['lastLogin[isnull]=true&orderBy=-id', [BOB, ANN]]
  ]
  for (const [query, expected] of cases) t.strictSame(await get(opened, '/users?' + query), { status: 200, body: { User: expected }, total: undefined }, query)
  t.strictSame(await get(opened, '/users?username[ne]=x&count=true'), { status: 200, body: { User: [ANN, BOB] }, total: '2' })
})

// A type of its own: a note the model's SERIAL_STOPLIST keeps out of every answer.
const Memo = defineModel({
  name: 'QaMemo',
  tableName: 'qa_memo',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(40, { nullable: false }),
    note: Column.String(40),
    userId: Column.Integer({ foreignKey: 'user.id' })
  },
  SERIAL_STOPLIST: ['note']
})

eachDatabase(t, 'a column a resource\'s serialFields.get or the model\'s SERIAL_STOPLIST hides is refused the same way', async (t, { url }) => {
  // The resource shows id and username only; its hook and its static order still use email.
  class Directory extends CollectionModelResource {
    static override modelClass = User
    static override serialFields = { get: { User: ['id', 'username'] } }
    static override orderBy = ['-email']
    override processGetInput (query: HookQuery, data: Data): HookResult {
      return { status: true, query: query.where('email', 'like', '%@example.com'), data }
    }
  }
  class Memos extends CollectionModelResource { static override modelClass = Memo }
  const opened = await openApp(t, url, { resources: [Directory, Memos], models: [...models, Memo] })
  const em = opened.db.fork()
  em.create(User, { username: 'ann', password: 'secret', email: 'ann@example.com', dateJoined: '2024-01-02', isStaff: false, isActive: true, isAccountCurrent: false } as never)
  em.create(User, { username: 'bob', password: 'hunter2', email: 'bob@example.com', dateJoined: '2024-01-02', isStaff: false, isActive: true, isAccountCurrent: false } as never)
  em.create(User, { username: 'cy', password: 'x', email: 'cy@elsewhere.org', dateJoined: '2024-01-02', isStaff: false, isActive: true, isAccountCurrent: false } as never)
  await em.flush()
  em.create(Memo, { title: 'one', note: 'private', userId: 1 } as never)
  em.create(Memo, { title: 'two', note: 'other', userId: 2 } as never)
  await em.flush()

  const refused = (field: string, kind: 'filter' | 'order') => ({ status: 400, body: { message: `${field} cannot be used in ${kind === 'filter' ? 'a filter' : 'an order'}` }, total: undefined })
  for (const [right, wrong] of [['email=ann@example.com', 'email=nobody@x'], ['email[like]=a%25', 'email[like]=z%25'], ['is_staff=false', 'is_staff=true']]) {
    const field = right.split(/[=[]/)[0]
    t.strictSame(await get(opened, '/users?' + right), refused(field, 'filter'), right)
    t.strictSame(await get(opened, '/users?' + wrong), refused(field, 'filter'), wrong)
  }
  t.strictSame(await get(opened, '/users?orderBy=email'), refused('email', 'order'))
  t.strictSame(await get(opened, '/users?orderBy=-dateJoined'), refused('dateJoined', 'order'))
  t.strictSame(await get(opened, '/users?password=secret'), refused('password', 'filter'), 'write-only and not shown')
  t.strictSame(await get(opened, '/users'), { status: 200, body: { User: [{ id: 2, username: 'bob' }, { id: 1, username: 'ann' }] }, total: undefined },
    'the hook\'s filter and the resource\'s order on the hidden email still apply')
  t.strictSame(await get(opened, '/users?username[ne]=bob&orderBy=-id&count=true'), { status: 200, body: { User: [{ id: 1, username: 'ann' }] }, total: '1' },
    'the shown fields filter and order')

  t.strictSame(await get(opened, '/qa-memos?note=private'), refused('note', 'filter'))
  t.strictSame(await get(opened, '/qa-memos?note=nothing'), refused('note', 'filter'))
  t.strictSame(await get(opened, '/qa-memos?orderBy=note'), refused('note', 'order'))
  t.strictSame(await get(opened, '/qa-memos?user_id=2'), { status: 200, body: { QaMemo: [{ id: 2, title: 'two', userId: 2 }] }, total: undefined },
    'a shown foreign key stays filterable')
})

// ---- limits of extensions §1 ----------------------------------------------------------------------

async function shelf (t: Test, url: string, titles: string[]): Promise<Opened> {
  const opened = await openApp(t, url)
  const em = opened.db.fork()
  em.create(Author, { firstName: 'A', lastName: 'B' } as never)
  await em.flush()
  for (const title of titles) em.create(Book, { title, pubYear: 2000, authorId: 1 } as never)
  await em.flush()
  return opened
}

async function titles (opened: Opened, query: string): Promise<unknown> {
  const res = await call(opened.app, 'GET', '/books?' + query)
  return res.status === 200 ? res.body.Book.map((book: { title: string }) => book.title) : [res.status, res.body]
}

eachDatabase(t, 'a like pattern has at most 200 characters (code points) and 10 wildcards', async (t, { url }) => {
  const opened = await shelf(t, url, ['abababababababababab', 'x'])
  const before = await snapshot(opened.db)
  const emoji = encodeURIComponent('😀')
  t.strictSame(await titles(opened, `title[like]=${emoji.repeat(200)}`), [], '200 code points (400 UTF-16 units) pass')
  t.strictSame(await titles(opened, `title[like]=${'a'.repeat(199)}%25`), [], '200 characters pass')
  for (const op of ['like', 'ilike', 'notlike', 'notilike']) {
    t.strictSame(await titles(opened, `title[${op}]=${emoji.repeat(201)}`), [400, { message: `title[${op}]: a pattern may have at most 200 characters` }], `${op}: 201 code points`)
  }
  t.strictSame(await titles(opened, 'title[like]=' + '%25a_'.repeat(5)), ['abababababababababab'], '10 wildcards pass')
  t.strictSame(await titles(opened, 'title[notlike]=' + '%25a_'.repeat(5)), ['x'])
  const eleven = [400, { message: 'title[like]: a pattern may have at most 10 wildcards (% or _)' }]
  t.strictSame(await titles(opened, 'title[like]=' + '%25a_'.repeat(5) + '%25'), eleven, '11 wildcards')
  t.strictSame(await titles(opened, 'title[like]=' + '%5C%25'.repeat(10) + '_'), eleven, 'escaped ones count too')
  t.strictSame(await titles(opened, 'title[like]=' + '%25a_'.repeat(3000)), [400, { message: 'title[like]: a pattern may have at most 200 characters' }],
    'the 9 KB pattern of the report: refused, not run')
  t.strictSame(await snapshot(opened.db), before, 'nothing was written')
})

/** Every filter value below holds for Ann and not for Bob: distinct keys, each one condition. */
function userConditions (): string[] {
  const text = (name: string, own: string, other: string, low: string, high: string): string[] => [
    `${name}=${own}`, `${name}[eq]=${own}`, `${name}[ne]=${other}`, `${name}[in]=${own}`, `${name}[notin]=${other}`,
    `${name}[isnull]=false`, `${name}[like]=a%`, `${name}[ilike]=A%`, `${name}[notlike]=b%`, `${name}[notilike]=B%`,
    `${name}[ge]=${own}`, `${name}[le]=${own}`, `${name}[lt]=${high}`, `${name}[gt]=${low}`, `${name}[]=${own}`
  ]
  const other = (name: string, own: string, other: string, low: string, high: string): string[] => [
    `${name}=${own}`, `${name}[eq]=${own}`, `${name}[ne]=${other}`, `${name}[in]=${own}`, `${name}[notin]=${other}`,
    `${name}[isnull]=false`, `${name}[]=${own}`, `${name}[ge]=${own}`, `${name}[le]=${own}`, `${name}[gt]=${low}`, `${name}[lt]=${high}`
  ]
  return [
    ...other('id', '1', '2', '0', '2'),
    ...text('username', 'ann', 'bob', 'a', 'b'),
    ...text('email', 'ann@example.com', 'bob@example.com', 'a', 'b'),
    ...['isStaff', 'is_staff'].flatMap(name => other(name, 'false', 'true', 'false', 'true').filter(key => !/\[(gt|lt)\]/.test(key))),
    ...['isActive', 'is_active'].flatMap(name => other(name, 'true', 'false', 'false', 'true').filter(key => !/\[(gt|lt)\]/.test(key))),
    ...['dateJoined', 'date_joined'].flatMap(name => other(name, '2024-01-02', '2024-03-04', '2024-01-01', '2024-02-01')),
    'lastLogin[isnull]=true', 'last_login[isnull]=true'
  ]
}

/** The first `n` of them as a query string. */
function conditions (n: number): string {
  const all = userConditions()
  if (all.length < n) throw new Error(`only ${all.length} distinct conditions`)
  return all.slice(0, n).map(pair => {
    const at = pair.indexOf('=')
    return pair.slice(0, at) + '=' + encodeURIComponent(pair.slice(at + 1))
  }).join('&')
}

eachDatabase(t, 'at most 100 conditions in one request, and 1000 values in one list', async (t, { url }) => {
  const opened = await openApp(t, url)
  await users(t, opened)
  const before = await snapshot(opened.db)
  t.strictSame(await get(opened, '/users?' + conditions(100) + '&orderBy=id&count=true'), { status: 200, body: { User: [ANN] }, total: '1' }, '100 conditions run')
  t.strictSame(await get(opened, '/users?' + conditions(101)), { status: 400, body: { message: 'A query may have at most 100 conditions' }, total: undefined }, '101 are refused')

  const list = (n: number): string => Array.from({ length: n }, (_, i) => i + 1).join(',')
  t.strictSame(await get(opened, '/users?id[in]=' + list(1000)), { status: 200, body: { User: [ANN, BOB] }, total: undefined }, '1000 values')
  t.strictSame(await get(opened, '/users?id[notin]=' + list(1000)), { status: 200, body: { User: [] }, total: undefined })
  t.strictSame(await get(opened, '/users?id[in]=' + list(1001)), { status: 400, body: { message: 'id[in] may list at most 1000 values' }, total: undefined })
  t.strictSame(await get(opened, '/users?id[notin]=' + list(1001)), { status: 400, body: { message: 'id[notin] may list at most 1000 values' }, total: undefined })
  const repeated = (n: number): string => Array.from({ length: n }, (_, i) => `id=${i + 1}`).join('&')
  t.strictSame(await get(opened, '/users?' + repeated(1000)), { status: 200, body: { User: [ANN, BOB] }, total: undefined }, 'a repeated parameter is one list')
  t.strictSame(await get(opened, '/users?' + repeated(1001)), { status: 400, body: { message: 'id[in] may list at most 1000 values' }, total: undefined })
  t.strictSame(await snapshot(opened.db), before, 'nothing was written')
})

// ---- backslash in a pattern ----------------------------------------------------------------------

eachDatabase(t, '\\ escapes the next character in a pattern on both databases; a lone trailing \\ is a 400', async (t, { url }) => {
  const opened = await shelf(t, url, ['back\\slash', '100% sure', '100 and more', 'under_score', 'underXscore', 'ends\\'])
  const before = await snapshot(opened.db)
  const lone = (op: string, pattern: string) => [400, { message: `title[${op}]: a pattern may not end with a lone \\ (write \\\\ for a backslash)` }, pattern]
  for (const [op, pattern] of [['like', '%5C'], ['ilike', '%25%5C'], ['notlike', 'a%5C%5C%5C'], ['notilike', '%5C%5C%5C']]) {
    const answer = await titles(opened, `title[${op}]=${pattern}`)
    t.strictSame([...(answer as unknown[]), pattern], lone(op, pattern), `${op} ${decodeURIComponent(pattern)}`)
  }
  const cases: Array<[string, string[]]> = [
    ['title[like]=%25%5C%5C%25', ['back\\slash', 'ends\\']], // %\\% : a literal backslash anywhere
    ['title[like]=%25%5C%5C', ['ends\\']], // %\\ : ends with a backslash
    ['title[like]=100%5C%25%25', ['100% sure']], // 100\%% : a literal percent sign
    ['title[like]=100%25', ['100% sure', '100 and more']],
    ['title[like]=under%5C_score', ['under_score']], // under\_score : a literal underscore
    ['title[like]=under_score', ['under_score', 'underXscore']],
    ['title[ilike]=UNDER%5C_SCORE', ['under_score']],
    ['title[notlike]=%25%5C%25%25', ['back\\slash', '100 and more', 'under_score', 'underXscore', 'ends\\']],
    ['title[notilike]=%25%5C%5C%25', ['100% sure', '100 and more', 'under_score', 'underXscore']],
    ['title[like]=%5Cb%25', ['back\\slash']] // \b : an escaped ordinary character is itself
  ]
  for (const [query, expected] of cases) t.strictSame(await titles(opened, query + '&orderBy=id'), expected, decodeURIComponent(query))
  t.strictSame(await titles(opened, 'title=ends%5C'), ['ends\\'], 'equality takes a backslash as it is')
  t.strictSame(await snapshot(opened.db), before, 'nothing was written')
})

// ---- the next-page link -------------------------------------------------------------------------

/** One raw HTTP/1.1 request to a listening app, with the request target exactly as given. */
async function raw (opened: Opened, target: string): Promise<{ status: number, link: string | undefined }> {
  if (!opened.app.server.listening) await opened.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = opened.app.server.address() as net.AddressInfo
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`))
    let data = ''
    socket.on('data', chunk => { data += String(chunk) })
    socket.on('end', () => resolve(data))
    socket.on('error', reject)
  })
  const head = text.split('\r\n\r\n')[0].split('\r\n')
  const link = head.find(line => line.toLowerCase().startsWith('link:'))
  return { status: Number(head[0].split(' ')[1]), link: link?.slice('link:'.length).trim() }
}

eachDatabase(t, 'the next-page link is built from the request path alone, never a host a client sent', async (t, { url }) => {
  const opened = await shelf(t, url, ['One', 'Two', 'Three'])
  t.strictSame(await raw(opened, 'http://evil.example/books?maxPageSize=1&title[ne]=x'), {
    status: 200, link: '</books?title%5Bne%5D=x&maxPageSize=1&offset=1>; rel="next"'
  }, 'an absolute-form request target keeps only its path')
  t.strictSame(await raw(opened, 'https://evil.example:8443/books?offset=1&maxPageSize=1'), {
    status: 200, link: '</books?maxPageSize=1&offset=2>; rel="next"'
  })
  t.strictSame(await raw(opened, '/books?maxPageSize=2'), { status: 200, link: '</books?maxPageSize=2&offset=2>; rel="next"' }, 'an origin-form target as before')
})
