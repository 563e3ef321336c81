import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { EmailSchema, LIMITS, MobileSchema } from '@store/contract'
import { paths } from '@/config/paths'
import { Field, inputClass, SubmitButton, schemaResolver } from '@/components/form'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { forgotPassword } from './api'
import { AuthCard } from './auth-card'

const FormSchema = z.object({ mobile: MobileSchema, email: EmailSchema })
type Form = z.input<typeof FormSchema>

export function ForgotPasswordPage() {
  usePageMeta('Forgot password', 'Reset your KapdaKart password with a code sent to your e-mail.')
  const navigate = useNavigate()
  const { register, handleSubmit, formState } = useForm<Form>({
    resolver: schemaResolver(FormSchema),
    defaultValues: { mobile: '', email: '' },
  })
  const onSubmit = handleSubmit(async ({ mobile, email }) => {
    try {
      const answer = await forgotPassword(mobile, email.trim().toLowerCase())
      void notify.success(answer.message)
      void navigate(paths.verificationOtp, { state: { email: email.trim().toLowerCase() } })
    } catch (error) {
      void notify.failure(error)
    }
  })
  return (
    <AuthCard title="Forgot password">
      <p className="-mt-2 mb-4 text-sm text-stone-600">
        Enter your mobile number and the e-mail of your account. We will e-mail you a 6-digit code.
      </p>
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field label="Mobile number" error={formState.errors.mobile?.message}>
          <input
            {...register('mobile')}
            type="tel"
            inputMode="numeric"
            maxLength={LIMITS.phoneLength}
            className={inputClass}
          />
        </Field>
        <Field label="Email" error={formState.errors.email?.message}>
          <input {...register('email')} type="email" autoComplete="email" className={inputClass} />
        </Field>
        <SubmitButton busy={formState.isSubmitting}>Send OTP</SubmitButton>
      </form>
    </AuthCard>
  )
}
