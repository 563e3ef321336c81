import { useState } from 'react'
import type { Envelope, OrderStatus, OrderTaxDocuments } from '@store/contract'
import { api } from '@/lib/api-client'
import { downloadApiFile } from '@/lib/api-file'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'

const INVOICED: readonly OrderStatus[] = ['Shipped', 'Delivered', 'RTO']

function DownloadButton({
  id,
  label,
  path,
  fallbackName,
}: {
  id?: string
  label: string
  path: string
  fallbackName: string
}) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      id={id}
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true)
        downloadApiFile(path, fallbackName)
          .catch((error: unknown) => notify.failure(error))
          .finally(() => setBusy(false))
      }}
      className="rounded-md border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
    >
      {busy ? 'Downloading…' : label}
    </button>
  )
}

function CreditNotes({ orderId }: { orderId: string }) {
  const documents = useFetch(`tax-documents|${orderId}`, (signal) =>
    api<Envelope<OrderTaxDocuments>>(`/orders/${orderId}/tax-documents`, { signal }).then(
      (r) => r.data,
    ),
  )
  if (documents.status !== 'success') return null
  return documents.data.creditNotes.map((note) => (
    <DownloadButton
      key={note._id}
      label={`Credit note ${note.number}`}
      path={`/orders/${orderId}/credit-notes/${note._id}`}
      fallbackName={`credit-note-${note._id}.pdf`}
    />
  ))
}

/** 'Download invoice' (the GST tax invoice, PDF) once the order has shipped, and any credit notes. */
export function InvoiceButton({ order }: { order: { _id: string; status: OrderStatus } }) {
  if (!INVOICED.includes(order.status)) return null
  return (
    <div className="flex flex-wrap gap-3">
      <DownloadButton
        id="invoice"
        label="Download invoice"
        path={`/orders/${order._id}/invoice`}
        fallbackName={`invoice-${order._id}.pdf`}
      />
      <CreditNotes orderId={order._id} />
    </div>
  )
}
