import { type ChangeEvent, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSelector } from 'react-redux'
import { Link, useNavigate, useParams } from 'react-router'
import { z } from 'zod'
import {
  MESSAGES,
  REVIEW_FITS,
  REVIEW_LIMITS,
  type ReviewFit,
  type ReviewForm,
  ReviewBodySchema,
} from '@store/contract'
import { paths } from '@/config/paths'
import { selectSignedIn } from '@/features/account'
import { EmptyState } from '@/components/empty-state'
import { Field, inputClass, problemsOf, schemaResolver, SubmitButton } from '@/components/form'
import { ProductImage } from '@/components/product-image'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import { createReview, deleteReview, getReviewForm, updateReview, uploadReviewPhoto } from './api'
import { FIT_LABELS } from './review-text'

type Fields = {
  stars: string | null
  title: string
  text: string
  fit: string | null
  photos: string[]
}

/** The form's fields, made into the request body the contract judges. */
const FieldsSchema = z
  .object({
    stars: z.string().nullable(),
    title: z.string(),
    text: z.string(),
    fit: z.string().nullable(),
    photos: z.array(z.string()),
  })
  .transform((fields): z.input<typeof ReviewBodySchema> => ({
    stars: fields.stars ? Number(fields.stars) : 0,
    ...(fields.title.trim() ? { title: fields.title } : {}),
    ...(fields.text.trim() ? { text: fields.text } : {}),
    ...(fields.fit ? { fit: fields.fit as ReviewFit } : {}),
    photos: fields.photos,
  }))
  .pipe(ReviewBodySchema)

const STATUS_NOTES = {
  published: 'Your review is live on the product page.',
  held: 'Your review is waiting for a check by our team before it shows.',
  rejected: 'Your review was not published.',
} as const

/** '/review/{productId}': a verified buyer rates a product, edits or deletes her review. */
export function ReviewFormPage() {
  const { productId = '' } = useParams()
  const signedIn = useSelector(selectSignedIn)
  usePageMeta('Rate this product')
  if (!signedIn) {
    return (
      <EmptyState message="Please login to rate this product.">
        <Link to={paths.login} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white">
          Login
        </Link>
      </EmptyState>
    )
  }
  return <LoadedForm productId={productId} />
}

function LoadedForm({ productId }: { productId: string }) {
  const [version, setVersion] = useState(0)
  const form = useFetch(`review-form:${productId}:${version}`, (signal) =>
    getReviewForm(productId, signal),
  )
  if (form.status === 'loading')
    return <div className="h-96 animate-pulse rounded-lg bg-stone-200" />
  if (form.status === 'error') return <EmptyState message={form.error.message} />
  if (!form.data.canReview) {
    return (
      <EmptyState message="Only buyers whose order of this product was delivered can rate it.">
        <Link
          to={paths.product(productId)}
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white"
        >
          Back to the product
        </Link>
      </EmptyState>
    )
  }
  return <Editor key={version} form={form.data} onChanged={() => setVersion((v) => v + 1)} />
}

function Editor({ form, onChanged }: { form: ReviewForm; onChanged: () => void }) {
  const navigate = useNavigate()
  const mine = form.review
  const [photos, setPhotos] = useState<string[]>(mine?.photos ?? [])
  const [uploading, setUploading] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Fields, unknown, z.output<typeof FieldsSchema>>({
    resolver: schemaResolver(FieldsSchema),
    defaultValues: {
      stars: mine ? String(mine.stars) : null,
      title: mine?.title ?? '',
      text: mine?.text ?? '',
      fit: mine?.fit ?? null,
      photos: [],
    },
  })
  const problems = problemsOf(errors)

  async function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].slice(0, REVIEW_LIMITS.photosMax - photos.length)
    event.target.value = ''
    setUploading(true)
    try {
      for (const file of files) {
        const url = await uploadReviewPhoto(file)
        setPhotos((list) => [...list, url])
      }
    } catch (error) {
      void notify.error(error instanceof Error ? error.message : 'The photo could not be uploaded')
    } finally {
      setUploading(false)
    }
  }

  const submit = handleSubmit(async (values) => {
    const body = { ...values, photos }
    try {
      const answer = mine
        ? await updateReview(mine._id, body)
        : await createReview(form.productId, body)
      void notify.success(answer.message || 'Thanks for your review')
      if (answer.data.status === 'published') void navigate(paths.product(form.productId))
      else onChanged()
    } catch (error) {
      void notify.error(error instanceof Error ? error.message : 'Please try again')
    }
  })

  return (
    <div className="mx-auto max-w-xl space-y-4">
      <div className="flex items-center gap-3 rounded-lg bg-white p-3 shadow-sm">
        <div className="size-16 shrink-0 overflow-hidden rounded-md">
          <ProductImage src={form.image} alt="" sizes="64px" />
        </div>
        <div>
          <h1 className="text-lg font-semibold">
            {mine ? 'Edit your review' : 'Rate this product'}
          </h1>
          <p className="text-sm text-stone-600">{form.name}</p>
          {form.size && <p className="text-xs text-stone-500">Size bought: {form.size}</p>}
        </div>
      </div>
      {mine && (
        <p
          className={`rounded-md p-3 text-sm ${mine.status === 'rejected' ? 'bg-red-50 text-red-800' : 'bg-stone-100 text-stone-700'}`}
        >
          {STATUS_NOTES[mine.status]}
          {mine.status === 'rejected' && mine.reason && <> Reason: {mine.reason}</>}
        </p>
      )}
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-4 rounded-lg bg-white p-4 shadow-sm"
      >
        <fieldset>
          <legend className="text-sm font-medium text-stone-700">Your rating</legend>
          <div className="mt-1 flex gap-2">
            {[1, 2, 3, 4, 5].map((star) => (
              <label key={star} className="cursor-pointer">
                <input
                  type="radio"
                  value={String(star)}
                  {...register('stars')}
                  className="peer sr-only"
                />
                <span className="flex h-11 w-11 items-center justify-center rounded-md border border-stone-300 text-lg peer-checked:border-green-700 peer-checked:bg-green-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-300">
                  {star}★
                </span>
                <span className="sr-only">
                  {star} {star === 1 ? 'star' : 'stars'}
                </span>
              </label>
            ))}
          </div>
          {problems.stars && <p className="mt-1 text-sm text-red-700">Choose from 1 to 5 stars</p>}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-stone-700">How does it fit?</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {REVIEW_FITS.map((fit) => (
              <label key={fit} className="cursor-pointer">
                <input type="radio" value={fit} {...register('fit')} className="peer sr-only" />
                <span className="inline-block rounded-full border border-stone-300 px-3 py-1.5 text-sm peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-300">
                  {FIT_LABELS[fit]}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field label="Title (optional)" error={problems.title}>
          <input {...register('title')} maxLength={REVIEW_LIMITS.titleMax} className={inputClass} />
        </Field>
        <Field label="Your review (optional)" error={problems.text}>
          <textarea
            {...register('text')}
            rows={5}
            maxLength={REVIEW_LIMITS.textMax}
            className={inputClass}
            placeholder="How is the fabric, the colour, the fit?"
          />
        </Field>
        <div className="space-y-2">
          <p className="text-sm font-medium text-stone-700">
            Photos (optional, up to {REVIEW_LIMITS.photosMax})
          </p>
          {photos.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {photos.map((url, i) => (
                <li key={url} className="relative size-20 overflow-hidden rounded-md">
                  <ProductImage src={url} alt={`Photo ${i + 1}`} sizes="80px" />
                  <button
                    type="button"
                    aria-label={`Remove photo ${i + 1}`}
                    onClick={() => setPhotos((list) => list.filter((other) => other !== url))}
                    className="absolute right-0.5 top-0.5 rounded-full bg-white/90 px-1.5 text-sm"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {photos.length < REVIEW_LIMITS.photosMax && (
            <label className="inline-block cursor-pointer rounded-md border border-stone-300 px-3 py-2 text-sm font-medium hover:border-stone-500">
              {uploading ? MESSAGES.loading : 'Add photos'}
              <input
                type="file"
                accept="image/*"
                multiple
                disabled={uploading}
                onChange={(event) => void addPhotos(event)}
                className="sr-only"
              />
            </label>
          )}
          {problems.photos && <p className="text-sm text-red-700">{problems.photos}</p>}
        </div>
        <SubmitButton busy={isSubmitting} disabled={uploading}>
          {mine ? 'Save review' : 'Submit review'}
        </SubmitButton>
      </form>
      {mine && (
        <button
          type="button"
          onClick={() => setDeleting(true)}
          className="text-sm font-medium text-red-700 hover:underline"
        >
          Delete review
        </button>
      )}
      {deleting && mine && (
        <ConfirmDialog
          title="Delete review"
          message="Delete your review of this product? This cannot be undone."
          confirmLabel="Delete"
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await deleteReview(mine._id)
            void notify.success('Review deleted')
            void navigate(paths.product(form.productId))
          }}
        />
      )}
    </div>
  )
}
