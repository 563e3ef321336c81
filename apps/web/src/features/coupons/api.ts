import type { CouponCheck, CouponCheckBody, Envelope } from '@store/contract'
import { api } from '@/lib/api-client'

export const checkCoupon = (body: CouponCheckBody, signal?: AbortSignal) =>
  api<Envelope<CouponCheck>>('/coupons/check', { method: 'POST', body, signal })
