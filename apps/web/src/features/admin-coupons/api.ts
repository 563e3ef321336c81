import type { Coupon, CouponBody, Envelope, Offer } from '@store/contract'
import { api } from '@/lib/api-client'
import { downloadApiFile } from '@/lib/api-file'

export type RuleKind = 'coupons' | 'offers'
export type Rule = Coupon & Offer
export type RuleBody = Omit<CouponBody, 'code'> & { code?: string; title?: string }

export const listRules = (kind: RuleKind, signal?: AbortSignal) =>
  api<Envelope<Rule[]>>(`/admin/${kind}`, { signal }).then((answer) => answer.data)

export const saveRule = (kind: RuleKind, body: RuleBody, id?: string) =>
  api<Envelope<Rule>>(id ? `/admin/${kind}/${id}` : `/admin/${kind}`, {
    method: id ? 'PUT' : 'POST',
    body: body,
  })

export const deleteRule = (kind: RuleKind, id: string) =>
  api<{ message: string }>(`/admin/${kind}/${id}`, { method: 'DELETE' })

export const downloadRedemptions = (kind: RuleKind, id: string) =>
  downloadApiFile(`/admin/${kind}/${id}/redemptions.csv`, `${kind}-${id}-redemptions.csv`)
