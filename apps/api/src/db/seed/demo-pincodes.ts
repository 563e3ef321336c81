import type { Db } from '../index.js'
import { nowIso } from '../sql.js'

/** Working days from the demo shop in Bengaluru (560034) to a PIN: further regions take longer. */
export function demoDeliveryDays(pincode: string): number {
  const [zone, region] = [pincode.slice(0, 1), pincode.slice(0, 2)]
  // The north-east, Jammu, Kashmir and Ladakh, and the islands.
  if (['18', '19', '78', '79'].includes(region) || pincode.startsWith('744')) return 8
  if (region === '56') return 2
  if (zone === '5') return 3
  if (zone === '4' || zone === '6') return 4
  if (zone === '7' || zone === '8') return 6
  return 5
}

/**
 * The demo courier's list: every PIN of India's directory, in `demoDeliveryDays`, except that
 * PINs ending in 7 are not served and PINs ending in 3 are served prepaid only.
 */
export async function seedDemoPincodes(db: Db, pincodes: Iterable<string>) {
  const rows = [...pincodes].map((pincode) => {
    const served = !pincode.endsWith('7')
    return {
      pincode,
      delivery_days: demoDeliveryDays(pincode),
      cod: served && !pincode.endsWith('3') ? 1 : 0,
      prepaid: served ? 1 : 0,
    }
  })
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('delivery_pincodes')
        .values(rows.slice(i, i + 500))
        .execute()
    }
    await trx
      .insertInto('delivery_pincode_uploads')
      .values({ id: 1, uploaded_by: null, uploaded_at: nowIso() })
      .execute()
  })
}
