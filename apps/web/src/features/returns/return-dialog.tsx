import { useState } from 'react'
import {
  type Order,
  RETURN_LIMITS,
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  RETURN_RESOLUTION_LABELS,
  type ReturnOptions,
  type ReturnReason,
} from '@store/contract'
import { Field, SubmitButton, inputClass } from '@/components/form'
import { Modal } from '@/components/modal'
import { notify } from '@/lib/toast'
import { requestReturn, uploadReturnPhoto } from './api'
import {
  type ReturnDraft,
  emptyDraft,
  needsPhotos,
  outcomesFor,
  toRequest,
  validateDraft,
} from './return-rules'

const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

type Props = {
  orderId: string
  item: Order['orderItems'][number]
  line: ReturnOptions['lines'][number]
  /** The order was paid online: a refund goes back to that payment, not to UPI or a bank account. */
  paidOnline?: boolean
  onClose: () => void
  onDone: () => void
}

const choice =
  'flex cursor-pointer items-center gap-2 rounded-md border border-stone-200 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:ring-2 has-[:checked]:ring-brand-100'

/** The return request for one order line: how many, why, photos, the outcome and where a refund goes. */
export function ReturnDialog({ orderId, item, line, paidOnline = false, onClose, onDone }: Props) {
  const [draft, setDraft] = useState<ReturnDraft>(emptyDraft)
  const [errors, setErrors] = useState<Partial<Record<keyof ReturnDraft, string>>>({})
  const [uploading, setUploading] = useState(false)
  const [sending, setSending] = useState(false)
  const [key] = useState(newKey)
  const set = (change: Partial<ReturnDraft>) => setDraft((d) => ({ ...d, ...change }))
  const outcomes = draft.reason ? outcomesFor(draft.reason, line) : []
  const route = { toOriginalMethod: paidOnline }

  const pickReason = (reason: ReturnReason) => {
    const allowed = outcomesFor(reason, line)
    set({
      reason,
      resolution: allowed.length === 1 ? (allowed[0] ?? '') : '',
      exchangeSize: '',
    })
  }

  const addPhotos = async (files: FileList | null) => {
    if (!files) return
    const room = RETURN_LIMITS.photosMax - draft.photos.length
    setUploading(true)
    try {
      for (const file of [...files].slice(0, room)) {
        const url = await uploadReturnPhoto(file)
        setDraft((d) => ({ ...d, photos: [...d.photos, url] }))
      }
    } catch (error) {
      void notify.failure(error)
    } finally {
      setUploading(false)
    }
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = validateDraft(draft, line, route)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSending(true)
    try {
      const answer = await requestReturn(orderId, toRequest(draft, item._id, route), key)
      void notify.success(answer.message)
      onDone()
    } catch (error) {
      void notify.failure(error)
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal title="Return or exchange" onClose={onClose} placement="sheet">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 p-5">
        <p className="text-sm">
          <span className="font-medium">{item.name}</span> · Size {item.size}
        </p>
        {line.quantity > 1 && (
          <Field label="How many" error={errors.quantity}>
            <select
              value={draft.quantity}
              onChange={(e) => set({ quantity: Number(e.target.value) })}
              className={inputClass}
            >
              {Array.from({ length: line.quantity }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
          </Field>
        )}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-700">Reason</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {RETURN_REASONS.map((reason) => (
              <label key={reason} className={choice}>
                <input
                  type="radio"
                  name="reason"
                  checked={draft.reason === reason}
                  onChange={() => pickReason(reason)}
                  className="accent-brand-600"
                />
                {RETURN_REASON_LABELS[reason]}
              </label>
            ))}
          </div>
          {errors.reason && <p className="text-sm text-red-700">{errors.reason}</p>}
        </fieldset>

        {draft.reason && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-stone-700">
              Photos of the item {needsPhotos(draft.reason) ? '(1 to 3, required)' : '(optional)'}
            </legend>
            <div className="flex flex-wrap gap-2">
              {draft.photos.map((url) => (
                <div key={url} className="relative">
                  <img
                    src={url}
                    alt="Your photo"
                    width={72}
                    height={72}
                    className="h-18 w-18 rounded object-cover"
                  />
                  <button
                    type="button"
                    aria-label="Remove photo"
                    onClick={() => set({ photos: draft.photos.filter((p) => p !== url) })}
                    className="absolute -right-2 -top-2 rounded-full bg-white px-1.5 text-stone-700 shadow"
                  >
                    ×
                  </button>
                </div>
              ))}
            </div>
            {draft.photos.length < RETURN_LIMITS.photosMax && (
              <label className="inline-block cursor-pointer rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium hover:border-stone-500">
                {uploading ? 'Loading...' : 'Add photos'}
                <input
                  type="file"
                  accept="image/*"
                  multiple
                  aria-label="Add photos"
                  className="sr-only"
                  disabled={uploading}
                  onChange={(e) => void addPhotos(e.target.files)}
                />
              </label>
            )}
            {errors.photos && <p className="text-sm text-red-700">{errors.photos}</p>}
          </fieldset>
        )}

        {draft.reason && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-stone-700">What would you like?</legend>
            {!outcomes.includes('exchange') &&
              (draft.reason === 'size_small' || draft.reason === 'size_large') && (
                <p className="text-sm text-stone-600">
                  No other size is in stock, so you can have store credit or a full refund.
                </p>
              )}
            <div className="grid gap-2 sm:grid-cols-2">
              {outcomes.map((outcome) => (
                <label key={outcome} className={choice}>
                  <input
                    type="radio"
                    name="resolution"
                    checked={draft.resolution === outcome}
                    onChange={() => set({ resolution: outcome })}
                    className="accent-brand-600"
                  />
                  {RETURN_RESOLUTION_LABELS[outcome]}
                </label>
              ))}
            </div>
            {errors.resolution && <p className="text-sm text-red-700">{errors.resolution}</p>}
          </fieldset>
        )}

        {draft.resolution === 'exchange' && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-stone-700">New size (in stock)</legend>
            <div className="flex flex-wrap gap-2">
              {line.exchangeSizes.map((size) => (
                <label key={size} className={choice}>
                  <input
                    type="radio"
                    name="exchangeSize"
                    checked={draft.exchangeSize === size}
                    onChange={() => set({ exchangeSize: size })}
                    className="accent-brand-600"
                  />
                  {size}
                </label>
              ))}
            </div>
            {errors.exchangeSize && <p className="text-sm text-red-700">{errors.exchangeSize}</p>}
          </fieldset>
        )}

        {draft.resolution === 'refund' && paidOnline && (
          <p className="rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-700">
            The refund goes back to your original payment method.
          </p>
        )}

        {draft.resolution === 'refund' && !paidOnline && (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-stone-700">
              Refund to (your order was paid in cash)
            </legend>
            <div className="flex gap-2">
              {(['upi', 'bank'] as const).map((method) => (
                <label key={method} className={choice}>
                  <input
                    type="radio"
                    name="refundMethod"
                    checked={draft.refundMethod === method}
                    onChange={() => set({ refundMethod: method })}
                    className="accent-brand-600"
                  />
                  {method === 'upi' ? 'UPI' : 'Bank account'}
                </label>
              ))}
            </div>
            {draft.refundMethod === 'upi' ? (
              <Field label="UPI ID" error={errors.upi}>
                <input
                  value={draft.upi}
                  onChange={(e) => set({ upi: e.target.value })}
                  placeholder="name@bank"
                  autoComplete="off"
                  className={inputClass}
                />
              </Field>
            ) : (
              <>
                <Field label="Account holder name" error={errors.accountName}>
                  <input
                    value={draft.accountName}
                    onChange={(e) => set({ accountName: e.target.value })}
                    className={inputClass}
                  />
                </Field>
                <Field label="Account number" error={errors.accountNumber}>
                  <input
                    value={draft.accountNumber}
                    onChange={(e) => set({ accountNumber: e.target.value.replace(/\D/g, '') })}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={18}
                    className={inputClass}
                  />
                </Field>
                <Field label="Account number again" error={errors.accountNumberAgain}>
                  <input
                    value={draft.accountNumberAgain}
                    onChange={(e) => set({ accountNumberAgain: e.target.value.replace(/\D/g, '') })}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={18}
                    onPaste={(e) => e.preventDefault()}
                    className={inputClass}
                  />
                </Field>
                <Field label="IFSC" error={errors.ifsc}>
                  <input
                    value={draft.ifsc}
                    onChange={(e) => set({ ifsc: e.target.value.toUpperCase() })}
                    maxLength={11}
                    placeholder="SBIN0001234"
                    className={inputClass}
                  />
                </Field>
              </>
            )}
          </fieldset>
        )}

        <Field label="Anything else (optional)">
          <textarea
            value={draft.comment}
            onChange={(e) => set({ comment: e.target.value })}
            maxLength={RETURN_LIMITS.commentMax}
            rows={2}
            className={inputClass}
          />
        </Field>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.condition}
            onChange={(e) => set({ condition: e.target.checked })}
            className="mt-1 accent-brand-600"
          />
          The item is unused, unwashed and has its tags.
        </label>
        {errors.condition && <p className="text-sm text-red-700">{errors.condition}</p>}
        <SubmitButton busy={sending} disabled={uploading}>
          Send request
        </SubmitButton>
      </form>
    </Modal>
  )
}
