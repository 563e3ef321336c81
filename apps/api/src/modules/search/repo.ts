import { sql } from 'kysely'
import type { Db } from '../../db/index.js'

export type WeightedTerm = { term: string; weight: number }

export async function replaceProductTerms(db: Db, productId: number, terms: WeightedTerm[]) {
  await db.deleteFrom('product_search_terms').where('product_id', '=', productId).execute()
  if (terms.length === 0) return
  await db
    .insertInto('product_search_terms')
    .values(terms.map((t) => ({ term: t.term, product_id: productId, weight: t.weight })))
    .execute()
  await db
    .insertInto('search_vocabulary')
    .values(terms.map((t) => ({ term: t.term })))
    .onConflict((oc) => oc.column('term').doNothing())
    .execute()
}

export async function deleteProductTerms(db: Db, productId: number) {
  await db.deleteFrom('product_search_terms').where('product_id', '=', productId).execute()
}

export async function listVocabulary(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('search_vocabulary').select('term').orderBy('term').execute()
  return rows.map((row) => row.term)
}

/** Candidate terms of one query word, each with the factor its kind of match earns. */
export type WordMatch = Map<string, number>

/**
 * Products matching every query word, best first. A product's score is, for each word, its best
 * (field weight x match factor), summed over the words.
 */
export async function findMatches(
  db: Db,
  queryWords: WordMatch[],
  { limit, offset }: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  if (queryWords.length === 0 || queryWords.some((m) => m.size === 0)) return { ids: [], total: 0 }
  const perWord = queryWords.map((match) => {
    const cases = sql.join(
      [...match].map(([term, factor]) => sql`when ${term} then ${factor}`),
      sql` `,
    )
    return sql`select product_id, max(weight * case term ${cases} else 0 end) as s
      from product_search_terms where term in (${sql.join([...match.keys()])})
      group by product_id`
  })
  const [first, ...rest] = perWord
  const joins = rest.map(
    (sub, i) =>
      sql`join (${sub}) as ${sql.ref(`w${i + 1}`)} on ${sql.ref(`w${i + 1}.product_id`)} = w0.product_id`,
  )
  const score = sql.join(
    perWord.map((_, i) => sql.ref(`w${i}.s`)),
    sql` + `,
  )
  const matches = sql`from (${first}) as w0 ${sql.join(joins, sql` `)}`
  const result = await sql<{ product_id: number; total: number }>`
    select w0.product_id as product_id, count(*) over () as total ${matches}
    order by ${score} desc, w0.product_id desc
    limit ${limit} offset ${offset}`.execute(db)
  let total = Number(result.rows[0]?.total ?? 0)
  if (result.rows.length === 0 && offset > 0) {
    // A page past the end still tells the caller how many matches there are.
    const counted = await sql<{ total: number }>`select count(*) as total ${matches}`.execute(db)
    total = Number(counted.rows[0]?.total ?? 0)
  }
  return { ids: result.rows.map((row) => Number(row.product_id)), total }
}
