import { useState } from 'react'
import type { AdminMail } from '@store/contract'
import { counted, MESSAGES } from '@store/contract'
import { EmptyState } from '@/components/empty-state'
import { formatDateTime } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import { listMail, type MailTab, retryMail } from './api'
import { AdminOnly, AdminHeading, Pager, TableHead } from '@/components/admin/ui'

const when = (iso: string) => formatDateTime(iso, 'india')

const TABS: Array<{ tab: MailTab; label: string }> = [
  { tab: 'failed', label: 'Failed' },
  { tab: 'pending', label: 'Pending' },
]

/** '/dashboard/mail': the shop's mail that could not be sent, and what is waiting to go out. */
export function MailPage() {
  usePageMeta('Mail admin')
  return (
    <AdminOnly>
      <Mail />
    </AdminOnly>
  )
}

function Mail() {
  const [tab, setTab] = useState<MailTab>('failed')
  const [page, setPage] = useState(1)
  const [version, setVersion] = useState(0)
  const result = useFetch(`${tab}|${page}|${version}`, (signal) => listMail(tab, page, signal))
  const counts = result.data?.counts
  const pages = result.data?.totalNoPage ?? 0
  const total = Math.max(pages, 1)

  return (
    <section className="space-y-4">
      <AdminHeading title="Mail">
        <button
          type="button"
          onClick={() => setVersion((v) => v + 1)}
          className="rounded-md border border-stone-300 px-3 py-2 text-sm font-medium hover:border-stone-500"
        >
          Refresh
        </button>
      </AdminHeading>
      <p className="text-sm text-stone-600">
        Every e-mail the shop sends is tried again, waiting longer each time, until it goes out.
        Mail that failed every try is listed under Failed: check the address, then send it again.
      </p>
      <div role="tablist" aria-label="Mail" className="flex gap-2">
        {TABS.map(({ tab: name, label }) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => {
              setTab(name)
              setPage(1)
            }}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium ${
              tab === name
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:border-stone-500'
            }`}
          >
            {label}
            {counts ? ` (${counts[name]})` : ''}
          </button>
        ))}
      </div>
      {result.status === 'loading' ? (
        <div className="h-48 animate-pulse rounded-lg bg-stone-200" />
      ) : result.status === 'error' ? (
        <EmptyState message={result.error.message} />
      ) : result.data.data.length === 0 ? (
        <EmptyState
          message={tab === 'failed' ? 'No failed mail. Everything went out.' : 'No mail waiting.'}
        />
      ) : (
        <MailTable mails={result.data.data} tab={tab} onRetried={() => setVersion((v) => v + 1)} />
      )}
      {/* Paging only when there is more than one page; an empty list has nothing to page. */}
      {pages > 1 && <Pager page={page} total={total} onPage={setPage} />}
    </section>
  )
}

function MailTable({
  mails,
  tab,
  onRetried,
}: {
  mails: AdminMail[]
  tab: MailTab
  onRetried: () => void
}) {
  const [busy, setBusy] = useState<number | null>(null)
  const retry = (id: number) => {
    setBusy(id)
    retryMail(id)
      .then(async (answer) => {
        await notify.success(answer.message)
        onRetried()
      })
      .catch((error: unknown) => notify.failure(error))
      .finally(() => setBusy(null))
  }
  const detail = (mail: AdminMail) =>
    tab === 'failed'
      ? (mail.lastError ?? '')
      : mail.status === 'sending'
        ? 'Sending now'
        : when(mail.nextAttemptAt)
  const sendAgain = (mail: AdminMail) =>
    mail.status === 'failed' && (
      <button
        type="button"
        disabled={busy === mail._id}
        onClick={() => retry(mail._id)}
        className="whitespace-nowrap rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy === mail._id ? MESSAGES.loading : 'Send again'}
      </button>
    )
  return (
    <>
      {/* Phones: one card per mail. */}
      <ul className="space-y-3 sm:hidden">
        {mails.map((mail) => (
          <li key={mail._id} className="space-y-1 rounded-lg bg-white p-3 text-sm shadow-sm">
            <p className="font-medium">
              <Subject mail={mail} />
            </p>
            <p className="break-words text-stone-600">{mail.to}</p>
            <p className="text-stone-600">
              {counted(mail.attempts, 'try', 'tries')} ·{' '}
              {tab === 'failed' ? 'Last error: ' : 'Next try: '}
              {detail(mail)}
            </p>
            <div className="flex items-center justify-between pt-1">
              <span className="text-xs text-stone-500">Written {when(mail.createdAt)}</span>
              {sendAgain(mail)}
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-stone-200 bg-white sm:block">
        <table className="w-full text-left text-sm">
          <TableHead
            columns={[
              'To',
              'Subject',
              'Tries',
              tab === 'failed' ? 'Last error' : 'Next try',
              'Written',
              'Action',
            ]}
            right={['Action']}
          />
          <tbody className="divide-y divide-stone-100">
            {mails.map((mail) => (
              <tr key={mail._id}>
                <td className="px-3 py-2 break-words">{mail.to}</td>
                <td className="px-3 py-2">
                  <Subject mail={mail} />
                </td>
                <td className="px-3 py-2">{mail.attempts}</td>
                <td className="px-3 py-2 text-stone-600">{detail(mail)}</td>
                <td className="whitespace-nowrap px-3 py-2">{when(mail.createdAt)}</td>
                <td className="px-3 py-2 text-right">{sendAgain(mail)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** A code mail's code is never shown; the mark says why its text is not there to read. */
function Subject({ mail }: { mail: AdminMail }) {
  return (
    <>
      {mail.subject}
      {mail.codeRedacted && (
        <span className="ml-2 whitespace-nowrap rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-600">
          code redacted
        </span>
      )}
    </>
  )
}
