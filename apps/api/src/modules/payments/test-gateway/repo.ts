import type { Db } from '../../../db/index.js'
import { nowIso, parseJson } from '../../../db/sql.js'
import type { GatewayEntity, GatewayStore } from './gateway.js'

/** The TEST gateway's entities in the store's database, so every instance sees the same ones. */
export function databaseGatewayStore(db: Db): GatewayStore {
  return {
    async get(id) {
      const row = await db
        .selectFrom('test_gateway_entities')
        .select('body')
        .where('id', '=', id)
        .executeTakeFirst()
      return row ? parseJson<GatewayEntity | undefined>(row.body, undefined) : undefined
    },
    async put(entity, parentId) {
      const body = JSON.stringify(entity)
      await db
        .insertInto('test_gateway_entities')
        .values({
          id: entity.id,
          kind: entity.entity,
          parent_id: parentId,
          body,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column('id').doUpdateSet({ body }))
        .execute()
    },
    async children(parentId, kind) {
      const rows = await db
        .selectFrom('test_gateway_entities')
        .select('body')
        .where('parent_id', '=', parentId)
        .where('kind', '=', kind)
        .orderBy('created_at')
        .execute()
      return rows.flatMap((row) => parseJson<GatewayEntity[]>(`[${row.body}]`, []))
    },
  }
}
