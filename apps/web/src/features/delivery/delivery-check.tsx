import { type FormEvent, useId, useState } from 'react'
import { formatDeliveryDay } from '@store/contract'
import { ApiError } from '@/lib/api-client'
import { Mark, TruckIcon } from './marks'
import { useDeliveryEstimate } from './use-delivery-estimate'
import { useShopperPincode } from './use-shopper-pincode'
import { rememberPincode } from './visit-pincode'

const SIX_DIGITS = /^[0-9]{6}$/
export const ENTER_PINCODE = 'Please enter a 6-digit PIN code'
export const CHECK_FAILED = 'We could not check delivery just now. Please try again.'

/** A refused check's words: the server's for a PIN that does not exist, ours for the rest. */
export const estimateProblem = (error: Error) =>
  error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED')
    ? error.message
    : CHECK_FAILED

function Line({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <p className="flex items-center gap-2">
      <Mark ok={ok} />
      <span>{children}</span>
    </p>
  )
}

/**
 * The product page's 'Delivery options': the shopper's PIN (chosen earlier in this visit, else
 * their first saved address's) or one they type, and what the store promises there: the day it
 * arrives and whether Cash on Delivery is offered, or that it does not deliver there. Its box and
 * its two lines of answer keep their height whatever the answer, so nothing below moves.
 */
export function DeliveryCheck({ productId }: { productId?: string }) {
  const pincode = useShopperPincode()
  // The text being typed; null while the checked PIN is shown.
  const [typed, setTyped] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const estimate = useDeliveryEstimate(pincode, productId ? { productId } : {})
  const editing = typed !== null || !pincode
  const ids = useId()
  const [headingId, answerId] = [`${ids}-heading`, `${ids}-answer`]

  const check = (event: FormEvent) => {
    event.preventDefault()
    const value = (typed ?? '').trim()
    if (!SIX_DIGITS.test(value)) {
      setProblem(ENTER_PINCODE)
      return
    }
    setProblem(null)
    setTyped(null)
    rememberPincode(value)
  }

  let answer: React.ReactNode
  if (problem) {
    answer = <p className="text-red-700">{problem}</p>
  } else if (!pincode) {
    answer = (
      <p className="text-stone-600">
        Enter a PIN code to see when it reaches you and whether you can pay on delivery.
      </p>
    )
  } else if (estimate.status === 'loading') {
    answer = (
      <div aria-busy="true" className="space-y-1.5 pt-0.5">
        <div className="h-4 w-40 rounded bg-stone-200" />
        <div className="h-4 w-52 rounded bg-stone-200" />
      </div>
    )
  } else if (estimate.status === 'error') {
    answer = <p className="text-red-700">{estimateProblem(estimate.error)}</p>
  } else if (estimate.data && !estimate.data.serviceable) {
    answer = <Line ok={false}>We do not deliver to {pincode} yet</Line>
  } else if (estimate.data) {
    const { deliveryBy, cod } = estimate.data
    answer = (
      <>
        {deliveryBy && (
          <Line ok>
            Get it by <strong className="font-semibold">{formatDeliveryDay(deliveryBy)}</strong>
          </Line>
        )}
        <Line ok={cod}>
          {cod ? 'Cash on Delivery available' : 'Cash on Delivery not available'}
        </Line>
      </>
    )
  }

  const box = 'mt-3 flex h-11 max-w-sm items-center rounded-md border border-stone-300 bg-white'
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <TruckIcon />
        Delivery options
      </h2>
      {editing ? (
        <form
          onSubmit={check}
          noValidate
          className={`${box} focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100`}
        >
          <input
            value={typed ?? ''}
            onChange={(event) => {
              setTyped(event.target.value.replace(/\D/g, '').slice(0, 6))
              setProblem(null)
            }}
            // Opened by Change: the shopper means to type; Escape keeps the PIN they had.
            autoFocus={typed !== null}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && pincode) {
                setTyped(null)
                setProblem(null)
              }
            }}
            aria-label="Delivery PIN code"
            aria-invalid={Boolean(problem)}
            aria-describedby={answerId}
            placeholder="Enter PIN code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            className="h-full min-w-0 flex-1 rounded-l-md bg-transparent px-3 text-base outline-none md:text-sm"
          />
          <button
            type="submit"
            className="h-full shrink-0 px-4 text-sm font-semibold text-brand-600 hover:text-brand-700"
          >
            Check
          </button>
        </form>
      ) : (
        <div className={`${box} justify-between gap-2 pl-3`}>
          <p className="truncate text-sm">
            Deliver to <span className="font-semibold">{pincode}</span>
          </p>
          <button
            type="button"
            onClick={() => setTyped('')}
            aria-label={`Change PIN code ${pincode}`}
            className="h-full shrink-0 px-4 text-sm font-semibold text-brand-600 hover:text-brand-700"
          >
            Change
          </button>
        </div>
      )}
      <div id={answerId} role="status" className="mt-3 min-h-11 space-y-1 text-sm">
        {answer}
      </div>
    </section>
  )
}
