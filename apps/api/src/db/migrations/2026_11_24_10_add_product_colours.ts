import { type Kysely, sql } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Colour becomes a product's own attribute, from the palette shoppers filter by. A colour kept
// among a product's extra details (`Colour` or `Color`, any case) that names a palette colour moves
// into the new column and leaves the details; any other value stays where it was. Products and
// sizes get an index on their change time, which the listing's filters read to stay current.

const PALETTE = [
  'Black',
  'White',
  'Off White',
  'Grey',
  'Navy Blue',
  'Blue',
  'Sky Blue',
  'Teal',
  'Green',
  'Olive',
  'Yellow',
  'Mustard',
  'Orange',
  'Peach',
  'Red',
  'Maroon',
  'Pink',
  'Magenta',
  'Purple',
  'Lavender',
  'Beige',
  'Cream',
  'Brown',
  'Khaki',
  'Gold',
  'Silver',
  'Multicolour',
]
const byKey = new Map(PALETTE.map((name) => [name.toLowerCase().replace(/\s+/g, ' '), name]))
byKey.set('gray', 'Grey')
byKey.set('navy', 'Navy Blue')
byKey.set('multicolor', 'Multicolour')
byKey.set('multi colour', 'Multicolour')
byKey.set('off-white', 'Off White')

/** The palette colour a detail names, and the details without it. */
export function colourOfDetails(text: string): { colour: string; details: string } | null {
  let details: unknown
  try {
    details = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return null
  const entries = Object.entries(details as Record<string, unknown>)
  const found = entries.find(([key]) => /^colou?r$/i.test(key.trim()))
  if (!found || typeof found[1] !== 'string') return null
  const colour = byKey.get(found[1].trim().toLowerCase().replace(/\s+/g, ' '))
  if (!colour) return null
  return {
    colour,
    details: JSON.stringify(Object.fromEntries(entries.filter(([key]) => key !== found[0]))),
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('colour', 'text').execute()

  let after = 0
  for (;;) {
    const rows: Array<{ id: number; more_details: string }> = await db
      .selectFrom('products')
      .select(['id', 'more_details'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(2_000)
      .execute()
    if (rows.length === 0) break
    after = (rows[rows.length - 1] as { id: number }).id
    const moves = rows.flatMap((row) => {
      const moved = colourOfDetails(row.more_details)
      return moved ? [{ id: row.id, ...moved }] : []
    })
    // One statement a chunk (3 parameters a row), on both databases.
    for (let i = 0; i < moves.length; i += 500) {
      const chunk = moves.slice(i, i + 500)
      const values = sql.join(
        chunk.map((move) => sql`(${move.id}, ${move.colour}, ${move.details})`),
      )
      await sql`with moved(id, colour, details) as (values ${values})
        update products set colour = moved.colour, more_details = moved.details
        from moved where products.id = cast(moved.id as integer)`.execute(db)
    }
  }

  await db.schema.createIndex('products_updated_at').on('products').column('updated_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_updated_at').execute()
  await db.schema.alterTable('products').dropColumn('colour').execute()
}
