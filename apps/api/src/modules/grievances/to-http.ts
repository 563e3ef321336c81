import type { AdminGrievance, Grievance, GrievanceStatus, GrievanceType } from '@store/contract'
import type { GrievanceMessageRow, GrievanceRow } from '../../db/schema.js'
import { parseJson } from '../../db/sql.js'

const HOUR_MS = 3_600_000

export function toGrievance(row: GrievanceRow, messages: GrievanceMessageRow[]): Grievance {
  return {
    ticket: row.ticket,
    type: row.type as GrievanceType,
    status: row.status as GrievanceStatus,
    text: row.text,
    orderId: row.order_id === null ? null : String(row.order_id),
    orderNumber: row.order_number,
    returnId: row.return_id === null ? null : String(row.return_id),
    photos: parseJson<string[]>(row.photos, []),
    resolution: row.resolution,
    createdAt: row.created_at,
    acknowledgedAt: row.acknowledged_at,
    resolvedAt: row.resolved_at,
    acknowledgeBy: row.acknowledge_by,
    resolveBy: row.resolve_by,
    messages: messages.map((m) => ({
      from: m.author === 'store' ? 'store' : 'shopper',
      text: m.text,
      at: m.created_at,
    })),
  }
}

/** The admin's view: the customer, and the ticket's age against its deadlines at `now`. */
export function toAdminGrievance(
  grievance: Grievance,
  customer: AdminGrievance['customer'],
  now: string,
): AdminGrievance {
  return {
    ...grievance,
    customer,
    ageHours: Math.max(
      0,
      Math.floor((Date.parse(now) - Date.parse(grievance.createdAt)) / HOUR_MS),
    ),
    acknowledgeOverdue: grievance.status === 'open' && now > grievance.acknowledgeBy,
    resolveOverdue: grievance.status !== 'resolved' && now > grievance.resolveBy,
  }
}
