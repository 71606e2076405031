// The read-your-writes pins of a DB with replicas: how long a client reads on the primary after
// a write, and what bounds their memory (docs/replicas-and-poolers.md).
import t from 'tap'
import { ClientPins, MAX_PINNED_CLIENTS } from '../../lib/db/client-pins.ts'

const sleep = async (ms: number): Promise<void> => await new Promise(resolve => setTimeout(resolve, ms))

t.test('a client that wrote is pinned for the time given, and only that client', async t => {
  const pins = new ClientPins(100)
  pins.pin('10.0.0.1')
  t.equal(pins.pinned('10.0.0.1'), true)
  t.equal(pins.pinned('10.0.0.2'), false)
  await sleep(130)
  t.equal(pins.pinned('10.0.0.1'), false, 'the pin ends')
  pins.pin('10.0.0.2')
  t.equal(pins.size, 1, 'an expired pin is swept at the next write')
})

t.test('a write renews the pin', async t => {
  const pins = new ClientPins(100)
  pins.pin('a')
  await sleep(60)
  pins.pin('b')
  pins.pin('a')
  await sleep(60)
  t.equal(pins.pinned('a'), true, 'renewed 60 ms ago')
  t.equal(pins.pinned('b'), true)
  await sleep(60)
  t.equal(pins.pinned('a'), false)
  pins.pin('c')
  t.equal(pins.size, 1, 'both swept, in order, though a was renewed after b')
})

t.test('past the limit of pinned clients, one more write pins everyone instead of growing', async t => {
  t.equal(MAX_PINNED_CLIENTS, 10_000)
  const pins = new ClientPins(100, 3)
  for (const client of ['a', 'b', 'c']) pins.pin(client)
  t.equal(pins.pinned('z'), false)
  pins.pin('d')
  t.equal(pins.size, 3, 'no entry beyond the limit')
  t.equal(pins.pinned('z'), true, 'every client reads on the primary: none reads a stale replica')
  await sleep(130)
  t.equal(pins.pinned('d'), false, 'until the pins end')
  t.equal(pins.pinned('z'), false)
  pins.pin('e')
  t.equal(pins.size, 1)
})

t.test('pinAfterWrite 0 pins nobody', async t => {
  const pins = new ClientPins(0)
  pins.pin('a')
  t.equal(pins.pinned('a'), false)
  t.equal(pins.size, 0)
})
