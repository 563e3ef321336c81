import { counted } from '@store/contract'
import { EmptyState } from '@/components/empty-state'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useState } from 'react'
import { useFetch } from '@/lib/use-fetch'
import { getSettings, saveSettings } from './api'
import { SettingsForm, draftOf } from './settings-form'
import { AdminOnly, AdminHeading } from '@/components/admin/ui'

/** '/dashboard/settings': the seller's GST details invoices are issued under, and the return window. */
export function SettingsPage() {
  usePageMeta('Store settings')
  return (
    <AdminOnly>
      <SettingsView />
    </AdminOnly>
  )
}

function SettingsView() {
  const [version, setVersion] = useState(0)
  const result = useFetch(`settings|${version}`, getSettings)
  if (result.status === 'loading')
    return <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
  if (result.status === 'error') return <EmptyState message={result.error.message} />
  const { settings } = result.data
  return (
    <div className="space-y-4">
      <AdminHeading title="Store settings" />
      {settings?.isExample && (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <strong>Example settings.</strong> The demo store issues invoices under a sample Karnataka
          GSTIN ({settings.gstin}) that belongs to no one. Enter your own registration before
          selling.
        </p>
      )}
      {!settings && (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          No GST details yet: shipped orders wait for their invoices until you save them.
        </p>
      )}
      <section className="rounded-lg border border-stone-200 bg-white p-4">
        <SettingsForm
          key={version}
          initial={draftOf(settings)}
          onSave={async (body) => {
            try {
              const answer = await saveSettings(body)
              const issued = answer.data.invoicesIssued
              void notify.success(
                issued > 0
                  ? `${answer.message}; ${counted(issued, 'invoice')} issued`
                  : answer.message,
              )
              setVersion((v) => v + 1)
            } catch (error) {
              void notify.failure(error)
            }
          }}
        />
      </section>
    </div>
  )
}
