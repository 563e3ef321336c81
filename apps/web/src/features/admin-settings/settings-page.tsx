import { counted } from '@store/contract'
import { EmptyState } from '@/components/empty-state'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useState } from 'react'
import { useFetch } from '@/lib/use-fetch'
import {
  getDeliverySettings,
  getSellerContacts,
  getSettings,
  saveDeliverySettings,
  saveSellerContacts,
  saveSettings,
} from './api'
import { DeliveryForm, deliveryDraftOf } from './delivery-form'
import { PincodeList } from './pincode-list'
import { SellerContactsForm, contactsDraftOf } from './seller-contacts-form'
import { SettingsForm, draftOf } from './settings-form'
import { AdminOnly, AdminHeading } from '@/components/admin/ui'

const section = 'space-y-3 rounded-lg border border-stone-200 bg-white p-4'

/**
 * '/dashboard/settings': the seller's GST details invoices are issued under and the return
 * window; the shop's dispatch and Cash on Delivery rules; the courier's PIN list.
 */
export function SettingsPage() {
  usePageMeta('Store settings')
  return (
    <AdminOnly>
      <SettingsView />
    </AdminOnly>
  )
}

function SettingsView() {
  return (
    <div className="space-y-4">
      <AdminHeading title="Store settings" />
      <InvoiceSettingsView />
      <section aria-labelledby="settings-contacts" className={section}>
        <h2 id="settings-contacts" className="font-semibold">
          Customer care and grievance officer
        </h2>
        <p className="text-sm text-stone-600">
          Shown on the Seller details page and in the footer, as the e-commerce rules require.
        </p>
        <SellerContactsView />
      </section>
      <section aria-labelledby="settings-delivery" className={section}>
        <h2 id="settings-delivery" className="font-semibold">
          Delivery and Cash on Delivery
        </h2>
        <DeliverySettingsView />
      </section>
      <section aria-labelledby="settings-pincodes" className={section}>
        <h2 id="settings-pincodes" className="font-semibold">
          Courier&apos;s PIN list
        </h2>
        <PincodeList />
      </section>
    </div>
  )
}

/** The GST details and the return window, with what is missing or only an example. */
function InvoiceSettingsView() {
  const [version, setVersion] = useState(0)
  const result = useFetch(`settings|${version}`, getSettings)
  if (result.status === 'loading')
    return <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
  if (result.status === 'error') return <EmptyState message={result.error.message} />
  const { settings } = result.data
  return (
    <>
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
      <section aria-labelledby="settings-invoices" className={section}>
        <h2 id="settings-invoices" className="font-semibold">
          Invoices and returns
        </h2>
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
    </>
  )
}

/** Customer care and the grievance officer, loaded on their own and again after each save. */
function SellerContactsView() {
  const [version, setVersion] = useState(0)
  const result = useFetch(`seller-contacts|${version}`, getSellerContacts)
  if (result.status === 'loading')
    return <div className="h-48 animate-pulse rounded bg-stone-100" />
  if (result.status === 'error') return <EmptyState message={result.error.message} />
  const { contacts } = result.data
  return (
    <>
      {contacts?.source === 'example' && (
        <p role="note" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          <strong>Example details.</strong> The demo shows a made-up grievance officer: enter your
          own before selling.
        </p>
      )}
      <SellerContactsForm
        key={version}
        initial={contactsDraftOf(contacts)}
        onSave={async (body) => {
          try {
            const answer = await saveSellerContacts(body)
            void notify.success(answer.message)
            setVersion((v) => v + 1)
          } catch (error) {
            void notify.failure(error)
          }
        }}
      />
    </>
  )
}

/** The delivery settings form, loaded on its own and loaded again after each save. */
function DeliverySettingsView() {
  const [version, setVersion] = useState(0)
  const result = useFetch(`delivery-settings|${version}`, getDeliverySettings)
  if (result.status === 'loading')
    return <div className="h-48 animate-pulse rounded bg-stone-100" />
  if (result.status === 'error') return <EmptyState message={result.error.message} />
  return (
    <DeliveryForm
      key={version}
      initial={deliveryDraftOf(result.data)}
      onSave={async (body) => {
        try {
          const answer = await saveDeliverySettings(body)
          void notify.success(answer.message)
          setVersion((v) => v + 1)
        } catch (error) {
          void notify.failure(error)
        }
      }}
    />
  )
}
