import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { LIMITS, LoginBodySchema, MESSAGES } from '@store/contract'
import { paths } from '@/config/paths'
import { Field, inputClass, SubmitButton, schemaResolver } from '@/components/form'
import { usePageMeta } from '@/lib/page-meta'
import { ApiError } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { login } from './api'
import { AuthCard } from './auth-card'
import { useSession } from './use-session'

const FormSchema = LoginBodySchema.pick({ phone: true, password: true, code: true })
type Form = { phone: string; password: string; code?: string | undefined }

export function LoginPage() {
  usePageMeta('Login', 'Login to KapdaKart with your mobile number and password.')
  const navigate = useNavigate()
  const from = (useLocation().state as { from?: string } | null)?.from
  const session = useSession()
  const { register, handleSubmit, control, formState } = useForm<Form>({
    resolver: schemaResolver(FormSchema),
    defaultValues: { phone: '', password: '' },
  })
  // After many failed logins on the account or the network, the server e-mails a code.
  const [codeAsked, setCodeAsked] = useState(false)
  const [phone, password] = useWatch({ control, name: ['phone', 'password'] })
  const filled = Boolean(phone) && Boolean(password)

  const onSubmit = handleSubmit(async ({ phone, password, code }) => {
    try {
      const answer = await login(phone, password, code || undefined)
      session.start(answer)
      void notify.success(MESSAGES.loginSuccess)
      void navigate(from ?? paths.home, { replace: true })
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LOGIN_CODE_REQUIRED') setCodeAsked(true)
      void notify.failure(error)
    }
  })

  return (
    <AuthCard title="Login">
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field label="Mobile number" error={formState.errors.phone?.message}>
          <input
            {...register('phone')}
            type="tel"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel-national"
            className={inputClass}
          />
        </Field>
        <Field label="Password" error={formState.errors.password?.message}>
          <input
            {...register('password')}
            type="password"
            autoComplete="current-password"
            className={inputClass}
          />
        </Field>
        {codeAsked && (
          <Field label="Login code from your e-mail" error={formState.errors.code?.message}>
            <input
              {...register('code')}
              inputMode="numeric"
              maxLength={LIMITS.otpLength}
              autoComplete="one-time-code"
              className={inputClass}
            />
          </Field>
        )}
        <div className="text-right text-sm">
          <Link to={paths.forgotPassword} className="text-brand-600 hover:underline">
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={formState.isSubmitting} disabled={!filled}>
          Login
        </SubmitButton>
      </form>
      <p className="mt-5 text-center text-sm text-stone-600">
        New to KapdaKart?{' '}
        <Link to={paths.register} className="font-medium text-brand-600 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  )
}
