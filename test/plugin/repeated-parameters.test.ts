// A value with a comma can be matched: a repeated parameter (`title=a,b&title=c`) or `field[]=`
// takes each value whole, as a form's repeated field does; only an explicit `[in]`/`[notin]`
// splits at commas (`authorId[in]=1,2`). On main `title=a,b&title=c` matched `a`, `b` and `c`.
import t from 'tap'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'

eachDatabase(t, 'repeated parameters and field[] take each value whole; [in] and [notin] split at commas', async (t, { url }) => {
  const { app } = await openApp(t, url)
  for (const [firstName, lastName] of [['Ann', 'Lee, Jr'], ['Bo', 'Ng'], ['Cy', 'Lee']]) {
    t.equal((await call(app, 'POST', '/authors', { firstName, lastName })).status, 201)
  }
  for (const [title, authorId] of [['a,b', 1], ['a', 2], ['b', 3], ['c', 1]] as const) {
    t.equal((await call(app, 'POST', '/books', { title, pubYear: 2000, authorId })).status, 201)
  }
  const titles = async (query: string): Promise<string[]> => {
    const answer = await call(app, 'GET', `/books${query}&orderBy=id`)
    t.equal(answer.status, 200, query)
    return (answer.body.Book as Array<{ title: string }>).map(book => book.title)
  }
  const q = (value: string): string => encodeURIComponent(value)
  t.strictSame(await titles(`?title=${q('a,b')}&title=c`), ['a,b', 'c'], 'repeated: each value whole')
  t.strictSame(await titles(`?title=${q('a,b')}`), ['a,b'], 'once: equality with the whole value')
  t.strictSame(await titles(`?title[]=${q('a,b')}`), ['a,b'], 'field[]: whole')
  t.strictSame(await titles(`?title[]=${q('a,b')}&title[]=b`), ['a,b', 'b'])
  t.strictSame(await titles(`?title[in]=${q('a,b')}`), ['a', 'b'], '[in]: a comma-separated list')
  t.strictSame(await titles(`?title[in]=${q('a,b')}&title[in]=c`), ['a', 'b', 'c'], 'a repeated [in]: each its own list')
  t.strictSame(await titles(`?title[notin]=${q('a,b')}`), ['a,b', 'c'])
  t.strictSame(await titles(`?author.lastName=${q('Lee, Jr')}&author.lastName=Ng`), ['a,b', 'a', 'c'], 'through a relationship too')
  t.strictSame(await titles(`?where=${q(JSON.stringify({ title: { in: ['a,b', 'c'] } }))}`), ['a,b', 'c'], 'where lists are JSON: any value')
})
