import type { Envelope, GstReport } from '@store/contract'
import { api } from '@/lib/api-client'
import { downloadApiFile } from '@/lib/api-file'

export const getGstReport = (month: string, signal?: AbortSignal) =>
  api<Envelope<GstReport>>(`/admin/reports/gst?month=${month}`, { signal }).then((r) => r.data)

export const downloadGstCsv = (month: string) =>
  downloadApiFile(`/admin/reports/gst?month=${month}&format=csv`, `gst-summary-${month}.csv`)

export const downloadInvoicesZip = (month: string) =>
  downloadApiFile(`/admin/invoices/export.zip?month=${month}`, `invoices-${month}.zip`)
