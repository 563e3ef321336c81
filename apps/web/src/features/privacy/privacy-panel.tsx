import { useState } from 'react'
import {
  CONSENT_SOURCE_LABELS,
  ERASURE_KEEPS,
  ERASURE_REMOVES,
  LIMITS,
  MESSAGES,
  type MarketingConsent,
} from '@store/contract'
import { inputClass } from '@/components/form'
import { downloadApiFile } from '@/lib/api-file'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import { confirmDeletion, getConsent, requestDeletion, setConsent } from './api'

const sectionClass = 'max-w-lg space-y-4 rounded-xl border border-stone-200 bg-white p-6'
const buttonClass =
  'rounded-md border border-stone-300 px-4 py-2 text-sm font-medium hover:border-stone-500 disabled:opacity-60'

/**
 * The account page's part of the shopper's rights over her data (decision 078): the marketing
 * switch with its history, "Download my data" and "Delete my account". `onErased` signs her out.
 */
export function PrivacyPanel({ onErased }: { onErased: () => void }) {
  return (
    <>
      <MarketingSwitch />
      <DownloadData />
      <DeleteAccount onErased={onErased} />
    </>
  )
}

function MarketingSwitch() {
  const [version, setVersion] = useState(0)
  const [saved, setSaved] = useState<MarketingConsent | null>(null)
  const [busy, setBusy] = useState(false)
  const result = useFetch(`marketing:${version}`, (signal) => getConsent(signal))
  const consent = saved ?? (result.status === 'success' ? result.data : null)

  const change = (marketing: boolean) => {
    setBusy(true)
    setConsent(marketing)
      .then((answer) => {
        setSaved(answer.data)
        void notify.success(answer.message)
      })
      .catch((error: unknown) => {
        void notify.failure(error)
        setSaved(null)
        setVersion((v) => v + 1)
      })
      .finally(() => setBusy(false))
  }

  return (
    <section className={sectionClass} aria-labelledby="marketing-heading">
      <h2 id="marketing-heading" className="text-lg font-semibold">
        Offers by e-mail
      </h2>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          role="switch"
          checked={consent?.marketing ?? false}
          disabled={!consent || busy}
          onChange={(event) => change(event.target.checked)}
          className="mt-1 h-5 w-5 accent-brand-600"
        />
        <span>
          <span className="font-medium">Send me offers and news by e-mail</span>
          <span className="block text-sm text-stone-600">
            Order, return and account mails, and the alerts you set on your wishlist, come either
            way. Every offer mail has a link to stop them.
          </span>
        </span>
      </label>
      {consent && consent.history.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-brand-700">Your choices so far</summary>
          <ul className="mt-2 space-y-1 text-stone-600">
            {consent.history.map((event) => (
              <li key={event.at}>
                {formatDateTime(event.at)}: {event.given ? 'Agreed' : 'Stopped'} (
                {CONSENT_SOURCE_LABELS[event.source]})
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}

function DownloadData() {
  const [busy, setBusy] = useState(false)
  return (
    <section className={sectionClass} aria-labelledby="download-heading">
      <h2 id="download-heading" className="text-lg font-semibold">
        Download my data
      </h2>
      <p className="text-sm text-stone-600">
        A file with your profile, addresses, bag, orders, returns, wishlist and alerts, store credit
        and your e-mail choices.
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true)
          downloadApiFile('/account/export', 'kapdakart-my-data.json')
            .catch((error: unknown) => notify.failure(error))
            .finally(() => setBusy(false))
        }}
        className={buttonClass}
      >
        {busy ? MESSAGES.loading : 'Download my data'}
      </button>
    </section>
  )
}

function DeleteAccount({ onErased }: { onErased: () => void }) {
  const [step, setStep] = useState<'start' | 'code'>('start')
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  const ask = () => {
    setBusy(true)
    setProblem('')
    requestDeletion()
      .then((answer) => {
        setStep('code')
        setCode('')
        void notify.success(answer.message)
      })
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
      .finally(() => setBusy(false))
  }
  const confirm = () => {
    setBusy(true)
    setProblem('')
    confirmDeletion(code)
      .then((answer) => {
        void notify.success(answer.message)
        onErased()
      })
      .catch((error: unknown) => {
        setProblem(error instanceof Error ? error.message : String(error))
        setBusy(false)
      })
  }

  return (
    <section className={sectionClass} aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="text-lg font-semibold">
        Delete my account
      </h2>
      <p className="text-sm text-stone-700">{ERASURE_REMOVES}</p>
      <div className="text-sm text-stone-700">
        <p className="font-medium">What we must keep, and why</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {ERASURE_KEEPS.map((kept) => (
            <li key={kept}>{kept}</li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-stone-600">
        Orders and returns still under way must finish first. This cannot be undone.
      </p>
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {problem}
        </p>
      )}
      {step === 'start' ? (
        <button
          type="button"
          disabled={busy}
          onClick={ask}
          className="rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:border-red-500 disabled:opacity-60"
        >
          {busy ? MESSAGES.loading : 'Delete my account'}
        </button>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            confirm()
          }}
          className="space-y-3"
        >
          <label className="block text-sm font-medium">
            Code from your e-mail
            <input
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LIMITS.otpLength}
              className={`${inputClass} mt-1`}
            />
          </label>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={busy || code.length !== LIMITS.otpLength}
              className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
            >
              {busy ? MESSAGES.loading : 'Delete my account for good'}
            </button>
            <button
              type="button"
              onClick={() => {
                setStep('start')
                setProblem('')
              }}
              className={buttonClass}
            >
              Cancel
            </button>
            <button type="button" disabled={busy} onClick={ask} className={buttonClass}>
              Send a new code
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
