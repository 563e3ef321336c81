import { useState } from 'react'
import type { OrderStatus } from '@store/contract'
import { downloadApiFile } from '@/lib/api-file'
import { notify } from '@/lib/toast'

const INVOICED: readonly OrderStatus[] = ['Shipped', 'Delivered']

/** 'Download invoice': the order's GST tax invoice (PDF), once the order has shipped. */
export function InvoiceButton({ order }: { order: { _id: string; status: OrderStatus } }) {
  const [busy, setBusy] = useState(false)
  if (!INVOICED.includes(order.status)) return null
  return (
    <button
      id="invoice"
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true)
        downloadApiFile(`/orders/${order._id}/invoice`, `invoice-${order._id}.pdf`)
          .catch((error: unknown) => notify.failure(error))
          .finally(() => setBusy(false))
      }}
      className="rounded-md border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
    >
      {busy ? 'Downloading…' : 'Download invoice'}
    </button>
  )
}
