import { useForm, useWatch } from 'react-hook-form'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { z } from 'zod'
import { MESSAGES, PasswordSchema } from '@store/contract'
import { paths } from '@/config/paths'
import { Field, inputClass, SubmitButton, schemaResolver } from '@/components/form'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { resetPassword } from './api'
import { PasswordStrengthMeter } from './password-strength-meter'
import { AuthCard } from './auth-card'

const FormSchema = z
  .object({ newPassword: PasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: MESSAGES.newPasswordMismatch,
    path: ['confirmPassword'],
  })
type Form = z.infer<typeof FormSchema>

export function ResetPasswordPage() {
  usePageMeta('Set a new password')
  const navigate = useNavigate()
  const verified = useLocation().state as { email?: string; resetToken?: string } | null
  const { register, handleSubmit, formState, control } = useForm<Form>({
    resolver: schemaResolver(FormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const newPassword = useWatch({ control, name: 'newPassword' })
  if (!verified?.email || !verified.resetToken) return <Navigate to={paths.home} replace />
  const { email, resetToken } = verified

  const onSubmit = handleSubmit(async (form) => {
    try {
      const answer = await resetPassword({ email, resetToken, ...form })
      void notify.success(answer.message)
      void navigate(paths.login, { replace: true })
    } catch (error) {
      void notify.failure(error)
    }
  })

  return (
    <AuthCard title="Set a new password">
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field label="New password" error={formState.errors.newPassword?.message}>
          <input
            {...register('newPassword')}
            type="password"
            autoComplete="new-password"
            className={inputClass}
          />
        </Field>
        <PasswordStrengthMeter password={newPassword} related={[email]} />
        <Field label="Confirm password" error={formState.errors.confirmPassword?.message}>
          <input
            {...register('confirmPassword')}
            type="password"
            autoComplete="new-password"
            className={inputClass}
          />
        </Field>
        <SubmitButton busy={formState.isSubmitting}>Change password</SubmitButton>
      </form>
    </AuthCard>
  )
}
