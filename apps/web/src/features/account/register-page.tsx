import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { LIMITS, RegisterBodySchema, type RegisterBody } from '@store/contract'
import { paths } from '@/config/paths'
import { Field, inputClass, SubmitButton, schemaResolver } from '@/components/form'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { register as registerAccount } from './api'
import { AuthCard } from './auth-card'
import { PasswordStrengthMeter } from './password-strength-meter'

export function RegisterPage() {
  usePageMeta('Create an account', 'Create your KapdaKart account to order with Cash on Delivery.')
  const navigate = useNavigate()
  const { register, handleSubmit, formState, control } = useForm<RegisterBody>({
    resolver: schemaResolver(RegisterBodySchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      marketingConsent: false,
    },
  })
  const [name, email, phone, password] = useWatch({
    control,
    name: ['name', 'email', 'phone', 'password'],
  })
  const errors = formState.errors

  const onSubmit = handleSubmit(async (body) => {
    try {
      const answer = await registerAccount(body)
      void notify.success(answer.message)
      void navigate(paths.login)
    } catch (error) {
      void notify.failure(error)
    }
  })

  return (
    <AuthCard title="Create an account">
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field label="Name" error={errors.name?.message}>
          <input
            {...register('name')}
            autoComplete="name"
            maxLength={LIMITS.nameMaxLength}
            className={inputClass}
          />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input {...register('email')} type="email" autoComplete="email" className={inputClass} />
        </Field>
        <Field label="Mobile number" error={errors.phone?.message}>
          <input
            {...register('phone')}
            type="tel"
            inputMode="numeric"
            maxLength={LIMITS.phoneLength}
            autoComplete="tel-national"
            className={inputClass}
          />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <input
            {...register('password')}
            type="password"
            autoComplete="new-password"
            className={inputClass}
          />
        </Field>
        <PasswordStrengthMeter password={password} related={[name, email, phone]} />
        <Field label="Confirm password" error={errors.confirmPassword?.message}>
          <input
            {...register('confirmPassword')}
            type="password"
            autoComplete="new-password"
            className={inputClass}
          />
        </Field>
        <div className="space-y-2 rounded-md bg-stone-50 p-3 text-sm text-stone-700">
          <p className="font-medium">What we collect and why</p>
          <p>
            Your name, e-mail and mobile number, to run your account, deliver your orders and send
            you order and account mails; the addresses you add, to deliver to them. We keep invoices
            as tax law requires and never sell your data. From your account you can download your
            data, change your choices or delete your account. Read the{' '}
            <Link to={paths.privacy} className="font-medium text-brand-600 hover:underline">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
        <label className="flex items-start gap-3 text-sm">
          <input
            {...register('marketingConsent')}
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-brand-600"
          />
          <span>Send me offers and news by e-mail (optional; you can stop them at any time).</span>
        </label>
        <SubmitButton busy={formState.isSubmitting}>Register</SubmitButton>
      </form>
      <p className="mt-5 text-center text-sm text-stone-600">
        Already have an account?{' '}
        <Link to={paths.login} className="font-medium text-brand-600 hover:underline">
          Login
        </Link>
      </p>
    </AuthCard>
  )
}
