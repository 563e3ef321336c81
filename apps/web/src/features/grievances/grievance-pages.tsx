import { type FormEvent, useState } from 'react'
import { useSelector } from 'react-redux'
import { Link, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router'
import {
  GRIEVANCE_LIMITS,
  GRIEVANCE_TYPES,
  GRIEVANCE_TYPE_LABELS,
  type Grievance,
  GrievanceReplyBodySchema,
  type GrievanceType,
  MESSAGES,
  NewGrievanceBodySchema,
} from '@store/contract'
import { paths } from '@/config/paths'
import { EmptyState } from '@/components/empty-state'
import { Field, SubmitButton, inputClass } from '@/components/form'
import { GrievanceStatusBadge } from '@/components/grievance-status-badge'
import { GrievanceThread } from '@/components/grievance-thread'
import { formatDateTime } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import {
  myGrievance,
  myGrievances,
  raiseGrievance,
  replyToGrievance,
  uploadGrievancePhoto,
} from './api'

const card = 'rounded-lg border border-stone-200 bg-white p-4'

/** '/dashboard/mygrievances/*': the shopper's grievances, a new one, and one ticket's thread. */
export function GrievancePages() {
  return (
    <Routes>
      <Route index element={<MyGrievancesPage />} />
      <Route path="new" element={<NewGrievancePage />} />
      <Route path=":ticket" element={<TicketPage />} />
    </Routes>
  )
}

function Deadlines({ grievance }: { grievance: Grievance }) {
  if (grievance.status === 'resolved') return null
  return (
    <p className="text-sm text-stone-600">
      {grievance.status === 'open'
        ? `To be acknowledged by ${formatDateTime(grievance.acknowledgeBy, 'india')} and resolved by ${formatDateTime(grievance.resolveBy, 'india')}.`
        : `Acknowledged; to be resolved by ${formatDateTime(grievance.resolveBy, 'india')}.`}
    </p>
  )
}

function MyGrievancesPage() {
  usePageMeta('My grievances')
  const list = useFetch('grievances', myGrievances)
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">My grievances</h1>
        <Link
          to={`${paths.myGrievances}/new`}
          className="tap-target rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Raise a grievance
        </Link>
      </div>
      {list.status === 'loading' && <div className="h-32 animate-pulse rounded-lg bg-stone-200" />}
      {list.status === 'error' && <p role="alert">{list.error.message}</p>}
      {list.status === 'success' && list.data.length === 0 && (
        <EmptyState message="You have not raised a grievance." />
      )}
      {list.status === 'success' && list.data.length > 0 && (
        <ul className="space-y-3">
          {list.data.map((g) => (
            <li key={g.ticket} className={card}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`${paths.myGrievances}/${g.ticket}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {g.ticket}
                </Link>
                <GrievanceStatusBadge status={g.status} />
              </div>
              <p className="mt-1 text-sm text-stone-700">
                {GRIEVANCE_TYPE_LABELS[g.type]}
                {g.orderNumber && ` · Order ${g.orderNumber}`} ·{' '}
                {formatDateTime(g.createdAt, 'india')}
              </p>
              <p className="mt-1 line-clamp-2 text-sm text-stone-600">{g.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function NewGrievancePage() {
  usePageMeta('Raise a grievance')
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const orderId = search.get('orderId') ?? undefined
  const returnId = search.get('returnId') ?? undefined
  const orderNumber = search.get('order')
  const [type, setType] = useState<GrievanceType | ''>(returnId ? 'return_refund' : '')
  const [text, setText] = useState('')
  const [photos, setPhotos] = useState<string[]>([])
  const [uploading, setUploading] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({})

  async function addPhoto(file: File | undefined) {
    if (!file) return
    setUploading(true)
    try {
      const url = await uploadGrievancePhoto(file)
      setPhotos((list) => [...list, url])
    } catch (error) {
      void notify.failure(error)
    } finally {
      setUploading(false)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const body = { type, text, orderId, returnId, photos }
    const parsed = NewGrievanceBodySchema.safeParse(body)
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      )
      return
    }
    setProblems({})
    setBusy(true)
    try {
      const answer = await raiseGrievance(parsed.data)
      void notify.success(`Grievance received: ticket ${answer.data.ticket}`)
      void navigate(`${paths.myGrievances}/${answer.data.ticket}`)
    } catch (error) {
      void notify.failure(error)
      setBusy(false)
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">Raise a grievance</h1>
        <Link to={paths.myGrievances} className="tap-target text-sm text-brand-600 hover:underline">
          ‹ My grievances
        </Link>
      </div>
      <p className="text-sm text-stone-600">
        Our grievance officer acknowledges your grievance within 48 hours and resolves it within one
        month. You get a ticket number and an e-mail at once. See the{' '}
        <Link to={`${paths.policies}#grievances`} className="text-brand-600 underline">
          grievance process
        </Link>
        .
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className={`${card} space-y-4`}>
        {(orderNumber || orderId) && (
          <p className="rounded-md bg-stone-50 p-2 text-sm">
            About {returnId ? 'a return of ' : ''}order{' '}
            <span className="font-semibold">{orderNumber ?? orderId}</span>
          </p>
        )}
        <Field label="What is it about?" error={problems.type && 'Choose what it is about'}>
          <select
            value={type}
            onChange={(event) => {
              setType(event.target.value as GrievanceType)
              setProblems((p) => ({ ...p, type: undefined }))
            }}
            className={inputClass}
          >
            <option value="">Choose one</option>
            {GRIEVANCE_TYPES.map((t) => (
              <option key={t} value={t}>
                {GRIEVANCE_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="What happened?"
          error={problems.text ?? problems.orderId ?? problems.returnId}
        >
          <textarea
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setProblems((p) => ({ ...p, text: undefined }))
            }}
            rows={6}
            maxLength={GRIEVANCE_LIMITS.textMax}
            className={inputClass}
          />
        </Field>
        <p className="-mt-3 text-right text-xs text-stone-500">
          {text.length}/{GRIEVANCE_LIMITS.textMax}
        </p>
        <div className="space-y-2">
          <p className="text-sm font-medium text-stone-700">
            Photos (optional, up to {GRIEVANCE_LIMITS.photosMax})
          </p>
          {photos.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {photos.map((url) => (
                <li key={url} className="relative">
                  <img src={url} alt="Your photo" className="h-20 w-20 rounded object-cover" />
                  <button
                    type="button"
                    aria-label="Remove photo"
                    onClick={() => setPhotos((list) => list.filter((p) => p !== url))}
                    className="absolute -right-2 -top-2 h-6 w-6 rounded-full bg-stone-800 text-xs text-white"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {photos.length < GRIEVANCE_LIMITS.photosMax && (
            <label className="inline-block cursor-pointer rounded-md border border-stone-300 px-3 py-2 text-sm hover:border-brand-500">
              {uploading ? MESSAGES.loading : 'Add a photo'}
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                disabled={uploading}
                onChange={(event) => {
                  void addPhoto(event.target.files?.[0])
                  event.target.value = ''
                }}
              />
            </label>
          )}
          {problems.photos && <p className="text-sm text-red-700">{problems.photos}</p>}
        </div>
        <SubmitButton busy={busy} disabled={uploading}>
          Submit grievance
        </SubmitButton>
      </form>
    </div>
  )
}

function TicketPage() {
  const { ticket = '' } = useParams()
  const name = useSelector((state: { user: { name: string } }) => state.user.name)
  usePageMeta(`Grievance ${ticket}`)
  const [updated, setUpdated] = useState<Grievance | null>(null)
  const fetched = useFetch(ticket, (signal) => myGrievance(ticket, signal))
  const grievance = updated?.ticket === ticket ? updated : fetched.data
  if (fetched.status === 'loading' && !grievance) {
    return <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
  }
  if (!grievance) return <EmptyState message={fetched.error?.message ?? MESSAGES.notFound} />

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">Grievance {grievance.ticket}</h1>
        <Link to={paths.myGrievances} className="tap-target text-sm text-brand-600 hover:underline">
          ‹ My grievances
        </Link>
      </div>
      <div className={`${card} space-y-2 text-sm`}>
        <div className="flex flex-wrap items-center gap-2">
          <GrievanceStatusBadge status={grievance.status} />
          <span>{GRIEVANCE_TYPE_LABELS[grievance.type]}</span>
        </div>
        {grievance.orderId && (
          <p>
            Order{' '}
            <Link
              to={paths.orderDetail(grievance.orderId)}
              className="font-medium text-brand-700 hover:underline"
            >
              {grievance.orderNumber}
            </Link>
            {grievance.returnId && ' (its return)'}
          </p>
        )}
        <p className="text-stone-600">Raised {formatDateTime(grievance.createdAt, 'india')}</p>
        <Deadlines grievance={grievance} />
        {grievance.photos.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {grievance.photos.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt="Photo you sent" className="h-20 w-20 rounded object-cover" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <GrievanceThread grievance={grievance} shopperName={name || 'You'} />
      {grievance.status === 'resolved' ? (
        <p className="text-sm text-stone-600">
          Not satisfied? You may approach the National Consumer Helpline (1915) or the consumer
          commission of your district, or{' '}
          <Link to={`${paths.myGrievances}/new`} className="text-brand-600 underline">
            raise a new grievance
          </Link>
          .
        </p>
      ) : (
        <ReplyForm ticket={grievance.ticket} onReplied={setUpdated} />
      )}
    </div>
  )
}

function ReplyForm({ ticket, onReplied }: { ticket: string; onReplied: (g: Grievance) => void }) {
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = GrievanceReplyBodySchema.safeParse({ text })
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message)
      return
    }
    setProblem(undefined)
    setBusy(true)
    try {
      const answer = await replyToGrievance(ticket, parsed.data.text)
      setText('')
      void notify.success(answer.message)
      onReplied(answer.data)
    } catch (error) {
      void notify.failure(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={`${card} space-y-3`}>
      <Field label="Your reply" error={problem}>
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
          maxLength={GRIEVANCE_LIMITS.textMax}
          className={inputClass}
        />
      </Field>
      <SubmitButton busy={busy}>Send reply</SubmitButton>
    </form>
  )
}
