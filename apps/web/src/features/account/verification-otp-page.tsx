import { useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { LIMITS } from '@store/contract'
import { paths } from '@/config/paths'
import { SubmitButton } from '@/components/form'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { verifyOtp } from './api'
import { AuthCard } from './auth-card'
import { OtpInput } from './otp-input'

export function VerificationOtpPage() {
  usePageMeta('Enter OTP')
  const navigate = useNavigate()
  const email = (useLocation().state as { email?: string } | null)?.email
  const [digits, setDigits] = useState<string[]>(() =>
    Array.from({ length: LIMITS.otpLength }, () => ''),
  )
  const [busy, setBusy] = useState(false)
  if (!email) return <Navigate to={paths.forgotPassword} replace />
  const complete = digits.every((digit) => digit !== '')

  return (
    <AuthCard title="Enter OTP">
      <p className="-mt-2 mb-5 text-sm text-stone-600">
        We sent a 6-digit code to {email}. It is valid for 10 minutes.
      </p>
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          setBusy(true)
          verifyOtp(digits.join(''), email)
            .then((answer) => {
              void notify.success(answer.message)
              void navigate(paths.resetPassword, {
                state: { email, resetToken: answer.data.resetToken },
              })
            })
            .catch((error: unknown) => {
              void notify.failure(error)
              setBusy(false)
            })
        }}
      >
        <OtpInput value={digits} onChange={setDigits} />
        <SubmitButton busy={busy} disabled={!complete}>
          Verify OTP
        </SubmitButton>
      </form>
    </AuthCard>
  )
}
