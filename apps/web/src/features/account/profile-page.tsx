import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { useDispatch } from 'react-redux'
import { EmailSchema, LIMITS, MESSAGES, MobileSchema, NameSchema } from '@store/contract'
import { Field, inputClass, schemaResolver } from '@/components/form'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { getUserDetails, updateUser } from './api'
import { Avatar } from './avatar'
import { AvatarDialog } from './avatar-dialog'
import { useSession } from './use-session'
import { setUser } from './user-slice'

const FormSchema = z.object({ name: NameSchema, email: EmailSchema, mobile: MobileSchema })
type Form = z.input<typeof FormSchema>

/** The account page; the router adds the store credit panel below the profile form. */
export function ProfilePage({ children }: { children?: ReactNode }) {
  usePageMeta('My profile')
  const { user } = useSession()
  const dispatch = useDispatch()
  const [editing, setEditing] = useState(false)
  const { register, handleSubmit, formState } = useForm<Form>({
    resolver: schemaResolver(FormSchema),
    defaultValues: { name: user.name, email: user.email, mobile: user.mobile },
  })
  const onSubmit = handleSubmit(async (form) => {
    try {
      const answer = await updateUser({ ...form, userId: user._id })
      void notify.success(answer.message)
      const fresh = await getUserDetails(user._id)
      dispatch(
        setUser({
          name: fresh.name,
          email: fresh.email,
          mobile: fresh.mobile,
          avatar: fresh.avatar,
        }),
      )
    } catch (error) {
      void notify.failure(error)
    }
  })

  return (
    <div className="space-y-6">
      <section className="max-w-lg space-y-6 rounded-xl border border-stone-200 bg-white p-6">
        <h1 className="text-xl font-bold">My profile</h1>
        <div className="flex items-center gap-4">
          <Avatar src={user.avatar} />
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="rounded-md border border-stone-300 px-4 py-1.5 text-sm font-medium hover:border-stone-500"
          >
            Edit
          </button>
        </div>
        {editing && <AvatarDialog onClose={() => setEditing(false)} />}
        <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
          <Field label="Name" error={formState.errors.name?.message}>
            <input {...register('name')} maxLength={LIMITS.nameMaxLength} className={inputClass} />
          </Field>
          <Field label="Email" error={formState.errors.email?.message}>
            <input {...register('email')} type="email" className={inputClass} />
          </Field>
          <Field label="Mobile" error={formState.errors.mobile?.message}>
            <input
              {...register('mobile')}
              type="tel"
              inputMode="numeric"
              maxLength={LIMITS.phoneLength}
              className={inputClass}
            />
          </Field>
          <button
            type="submit"
            disabled={formState.isSubmitting}
            className="rounded-md bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700 disabled:bg-stone-300"
          >
            {formState.isSubmitting ? MESSAGES.loading : 'Submit'}
          </button>
        </form>
      </section>
      {children}
    </div>
  )
}
