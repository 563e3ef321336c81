import { useId, useState } from 'react'
import {
  counted,
  DEFAULT_DELIVERY_DAYS,
  MESSAGES,
  type PincodeListSummary,
  type PincodeUpload,
  formatWhole,
} from '@store/contract'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import { getPincodeList, uploadPincodeList } from './api'

/** A few lines in the columns the store reads, for an admin to start from. */
const SAMPLE = 'pincode,deliveryDays,cod,prepaid\n560034,2,Y,Y\n411001,4,Y,Y\n744101,8,N,Y\n'
const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE)}`

/** PINs, prepaid, Cash on Delivery and not served, as four figures. */
function Counts({
  counts,
}: {
  counts: Pick<PincodeListSummary, 'total' | 'prepaid' | 'cod' | 'notServed'>
}) {
  const figures = [
    ['PINs', counts.total],
    ['Prepaid', counts.prepaid],
    ['Cash on Delivery', counts.cod],
    ['Not served', counts.notServed],
  ] as const
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md bg-stone-50 px-3 py-2">
          <dt className="text-xs text-stone-500">{label}</dt>
          <dd className="text-lg font-semibold">{formatWhole(value)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The list the store holds now, or that there is none. */
function Current({ summary }: { summary: PincodeListSummary }) {
  if (summary.total === 0) {
    return (
      <p className="rounded-md bg-stone-50 p-3 text-sm text-stone-700">
        No list: every PIN is served, in {counted(DEFAULT_DELIVERY_DAYS, 'day')}.
      </p>
    )
  }
  return (
    <div className="space-y-2">
      <Counts counts={summary} />
      {summary.updatedAt && (
        <p className="text-sm text-stone-600">
          Uploaded <time dateTime={summary.updatedAt}>{formatDateTime(summary.updatedAt)}</time>
        </p>
      )}
    </div>
  )
}

type Checked = { file: File } & ({ result: PincodeUpload } | { refused: string })

/** What the dry run found: the counts and the bad lines, and the button that replaces the list. */
function Preview({
  checked,
  replacing,
  onReplace,
  onCancel,
}: {
  checked: Checked
  replacing: boolean
  onReplace: () => void
  onCancel: () => void
}) {
  const result = 'result' in checked ? checked.result : null
  const blocked = !result || result.errorCount > 0
  return (
    <section
      aria-label="Preview of the new list"
      className="space-y-3 rounded-md border border-stone-300 p-3"
    >
      <p className="break-all text-sm font-medium">Checked {checked.file.name}</p>
      {'refused' in checked ? (
        <p role="alert" className="text-sm text-red-700">
          {checked.refused}
        </p>
      ) : (
        result && (
          <>
            <Counts counts={result} />
            {result.errorCount > 0 ? (
              <div role="alert" className="space-y-1 text-sm">
                <p className="font-medium text-red-700">
                  {counted(result.errorCount, 'bad line')}: correct the file and choose it again.
                  The list is not replaced while any are left.
                </p>
                <ul aria-label="Bad lines" className="max-h-60 space-y-0.5 overflow-y-auto">
                  {result.errors.map((error) => (
                    <li key={`${error.line}|${error.message}`}>
                      <span className="font-medium">Line {error.line}:</span> {error.message}
                    </li>
                  ))}
                </ul>
                {result.errorCount > result.errors.length && (
                  <p className="text-stone-600">
                    and {formatWhole(result.errorCount - result.errors.length)} more
                  </p>
                )}
              </div>
            ) : result.total === 0 ? (
              <p className="text-sm text-stone-700">
                The file names no PIN: with it, every PIN is served, in{' '}
                {counted(DEFAULT_DELIVERY_DAYS, 'day')}.
              </p>
            ) : (
              <p className="text-sm text-stone-700">
                No bad lines. PINs not on the new list will not be served.
              </p>
            )}
          </>
        )
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={blocked || replacing}
          onClick={onReplace}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300"
        >
          {replacing ? MESSAGES.loading : 'Replace list'}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium hover:border-stone-500"
        >
          Cancel
        </button>
      </div>
    </section>
  )
}

/**
 * The courier's PIN list: what the store holds, and a new CSV checked (a dry run) and previewed
 * before it replaces the old list.
 */
export function PincodeList() {
  const [version, setVersion] = useState(0)
  const summary = useFetch(`pincodes|${version}`, getPincodeList)
  const [checked, setChecked] = useState<Checked | null>(null)
  const [busy, setBusy] = useState<'checking' | 'replacing' | null>(null)
  const ids = { file: useId(), columns: useId() }

  const check = async (file: File) => {
    setBusy('checking')
    setChecked(null)
    try {
      setChecked({ file, result: (await uploadPincodeList(file, true)).data })
    } catch (error) {
      setChecked({
        file,
        refused: error instanceof Error ? error.message : MESSAGES.somethingWrong,
      })
    } finally {
      setBusy(null)
    }
  }
  const replace = async (file: File) => {
    setBusy('replacing')
    try {
      const answer = await uploadPincodeList(file, false)
      void notify.success(answer.message)
      setChecked(null)
      setVersion((v) => v + 1)
    } catch (error) {
      void notify.failure(error)
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="space-y-4">
      {summary.status === 'loading' ? (
        <div className="h-16 animate-pulse rounded-md bg-stone-100" />
      ) : summary.status === 'error' ? (
        <p role="alert" className="text-sm text-red-700">
          {summary.error.message}
        </p>
      ) : (
        <Current summary={summary.data} />
      )}
      <div className="space-y-1">
        <label htmlFor={ids.file} className="text-sm font-medium text-stone-700">
          Upload a new list (CSV)
        </label>
        <input
          id={ids.file}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={ids.columns}
          disabled={busy !== null}
          onChange={(event) => {
            const file = event.target.files?.[0]
            // Cleared, so choosing the same file again after correcting it checks it again.
            event.target.value = ''
            if (file) void check(file)
          }}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium hover:file:border-stone-500"
        />
        <p id={ids.columns} className="text-xs text-stone-500">
          One line per PIN under the header <code>pincode,deliveryDays,cod,prepaid</code>:
          deliveryDays is working days from dispatch (1 to 30), cod and prepaid are Y or N.
          Shiprocket&apos;s and Delhivery&apos;s serviceability exports can be uploaded as they are.{' '}
          <a href={SAMPLE_HREF} download="pin-list-sample.csv" className="text-brand-700 underline">
            Sample file
          </a>
        </p>
      </div>
      {busy === 'checking' && <p className="text-sm text-stone-600">Checking the file...</p>}
      {checked && (
        <Preview
          checked={checked}
          replacing={busy === 'replacing'}
          onReplace={() => void replace(checked.file)}
          onCancel={() => setChecked(null)}
        />
      )}
    </div>
  )
}
