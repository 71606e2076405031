// resource.create() of a record with fields given as undefined (a value that may be undefined,
// which the types let through under exactOptionalPropertyTypes): such a field is one not given.
// Found by a review: the INSERT named it with NULL, overriding the column's default and its
// server default (a NOT NULL column then refused the write).
import t from 'tap'
import { Column, defineModel, serverNow } from '../../lib/index.ts'
import { ModelResource } from '../../plugin/index.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { eachDatabase } from '../helpers/databases.ts'

const Ticket = defineModel({
  name: 'Ticket',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(40, { nullable: false }),
    openedAt: Column.DateTime({ nullable: false, serverDefault: serverNow }),
    level: Column.SmallInteger({ nullable: true, default: 3 })
  }
})

const Note = defineModel({ name: 'Note', columns: { id: Column.Integer({ primaryKey: true }), text: Column.String(40, { nullable: false }) } })

/** A note's POST opens a ticket in its transaction, leaving the ticket's optional fields undefined. */
class NoteItem extends ModelResource {
  static override modelClass = Note
  static override beforeCommit = {
    post: async (resource: ModelResource, note: InstanceType<typeof Note>): Promise<[boolean, null, number]> => {
      const given: { openedAt?: Date | undefined, level?: number | undefined } = {}
      await resource.create(Ticket, { title: note.text, openedAt: given.openedAt, level: given.level })
      return [true, null, 201]
    }
  }
}

class TicketItem extends ModelResource { static override modelClass = Ticket }

eachDatabase(t, 'resource.create(): a field given as undefined takes its default, as one left out', async (t, { url }) => {
  const { app } = await openApp(t, url, { models: [Note, Ticket], resources: [NoteItem, TicketItem] })
  const posted = await call(app, 'POST', '/notes', { text: 'Leak' })
  t.equal(posted.status, 201)
  const ticket = await call(app, 'GET', '/tickets/1')
  t.equal(ticket.status, 200)
  t.match(ticket.body, { id: 1, title: 'Leak', level: 3, openedAt: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/ }, 'the default and the server default')
})
