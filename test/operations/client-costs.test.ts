// The per-client cost of the metrics (plugin/ops/client-costs.ts) keeps bounded memory whatever
// the number of clients, never loses a client that costs a lot, and forgets after 5 minutes.
import t from 'tap'
import { Registry } from 'prom-client'
import { ClientCosts } from '../../plugin/ops/client-costs.ts'

t.test('a client rotating through 100,000 addresses grows nothing, and the costly client stays on top', async t => {
  const costs = new ClientCosts(new Registry(), 3)
  const now = Date.UTC(2026, 0, 1, 12, 0, 30)
  for (let i = 0; i < 100_000; i++) {
    costs.add(`10.0.${i >> 8}.${i & 255}`, 0.001, now)
    if (i % 100 === 0) costs.add('heavy', 0.05, now)
  }
  const minute = (costs as unknown as { minutes: Array<{ tallies: Map<string, unknown> }> }).minutes
  t.equal(minute.length, 1)
  t.equal(minute[0].tallies.size, 1000, 'at most 1000 clients are followed per minute')
  const [first] = costs.leaders(now)
  t.equal(first[0], 'heavy')
  t.equal(first[1].requests, 1000, 'its requests are all counted: it was never dropped')
  t.ok(first[1].seconds >= 50 - 1e-9, `its time is at least what it cost: ${first[1].seconds}`)
})

t.test('the window is the last 5 minutes', async t => {
  const costs = new ClientCosts(new Registry(), 10)
  const at = (minute: number): number => Date.UTC(2026, 0, 1, 12, minute, 0)
  costs.add('old', 1, at(0))
  costs.add('new', 0.5, at(3))
  t.strictSame(costs.leaders(at(4)).map(([client]) => client), ['old', 'new'])
  t.strictSame(costs.leaders(at(5)).map(([client]) => client), ['new'], 'the first minute has passed')
  costs.add('new', 0.5, at(9))
  t.strictSame(costs.leaders(at(9)).map(([client, tally]) => [client, tally.requests]), [['new', 1]])
})
