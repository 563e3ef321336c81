import { z } from 'zod'
import { IdSchema, textLine } from './common.js'
import { LIMITS, MESSAGES } from './constants.js'

export const NameSchema = textLine('name', LIMITS.nameMaxLength)

export const EmailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMaxLength, `email must be at most ${LIMITS.emailMaxLength} characters`)
  .pipe(z.email('email must be a valid e-mail address'))
  // The document shows the input side of the pipe; it is an e-mail address there too.
  .meta({ format: 'email' })

export const MobileSchema = z
  .string({ error: 'phone is required' })
  .trim()
  .regex(/^[6-9][0-9]{9}$/, 'phone must be a 10-digit Indian mobile number')

export const PasswordSchema = z
  .string({ error: 'password is required' })
  .min(LIMITS.passwordMinLength, `password must be at least ${LIMITS.passwordMinLength} characters`)
  .max(LIMITS.passwordMaxLength, `password must be at most ${LIMITS.passwordMaxLength} characters`)
  .regex(/\S/, 'password must not be only spaces')

export const RegisterBodySchema = z
  .strictObject({
    name: NameSchema,
    email: EmailSchema,
    phone: MobileSchema,
    password: PasswordSchema,
    confirmPassword: z
      .string({ error: 'confirmPassword is required' })
      .max(LIMITS.passwordMaxLength),
    /** Her own, unticked by default: offers and news by e-mail (decision 078). */
    marketingConsent: z.boolean({ error: 'marketingConsent must be true or false' }).optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  })
export type RegisterBody = z.infer<typeof RegisterBodySchema>

/** userType is accepted for the client's sake and never decides anything: roles come from the database. */
export const LoginBodySchema = z.strictObject({
  phone: MobileSchema,
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(
      LIMITS.passwordMaxLength,
      `password must be at most ${LIMITS.passwordMaxLength} characters`,
    ),
  userType: z.string().max(20).optional(),
  /** The e-mailed login code, asked for after many failed logins (`LOGIN_CODE_REQUIRED`). */
  code: z
    .string()
    .regex(new RegExp(`^[0-9]{${LIMITS.otpLength}}$`), `code must be ${LIMITS.otpLength} digits`)
    .optional(),
})
export type LoginBody = z.infer<typeof LoginBodySchema>

export const RefreshBodySchema = z.strictObject({
  refreshToken: z.string({ error: 'refreshToken is required' }).min(20).max(200),
})

export const RoleSchema = z.enum(['ADMIN', 'USER'])
export type Role = z.infer<typeof RoleSchema>

/** The account as its owner (or an admin) sees it. */
export const UserDetailsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  verify_email: z.boolean(),
  last_login_date: z.string().nullable(),
  status: z.string(),
  address_details: z.array(z.string()),
  shopping_cart: z.array(z.string()),
  orderHistory: z.array(z.string()),
  role: RoleSchema,
})
export type UserDetails = z.infer<typeof UserDetailsSchema>

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.string(),
  token: z.string(),
  refreshToken: z.string(),
  user: z.string(),
  data: z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    avatar: z.string(),
    verify_email: z.boolean(),
    last_login_date: z.string().nullable(),
    status: z.string(),
    address_details: z.array(z.string()),
    shopping_cart: z.array(z.string()),
    orderHistory: z.array(z.string()),
    userType: RoleSchema,
  }),
})
export type LoginResponse = z.infer<typeof LoginResponseSchema>

export const TokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() })

export const UserIdParamsSchema = z.object({ userId: IdSchema })

export const UpdateUserBodySchema = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  mobile: MobileSchema,
  userId: IdSchema,
})
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>

export const MobileParamsSchema = z.object({ mobile: MobileSchema })

export const ForgotPasswordBodySchema = z.strictObject({ email: EmailSchema })

export const VerifyOtpBodySchema = z.strictObject({
  otp: z
    .string({ error: 'otp is required' })
    .regex(new RegExp(`^[0-9]{${LIMITS.otpLength}}$`), `otp must be ${LIMITS.otpLength} digits`),
  email: EmailSchema,
})

/** `resetToken` is the single-use ticket answered by a successful OTP check. */
export const ResetPasswordBodySchema = z
  .strictObject({
    email: EmailSchema,
    newPassword: PasswordSchema,
    confirmPassword: z
      .string({ error: 'confirmPassword is required' })
      .max(LIMITS.passwordMaxLength),
    resetToken: z.string({ error: 'resetToken is required' }).min(20).max(200),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: MESSAGES.newPasswordMismatch,
    path: ['confirmPassword'],
  })
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>

/** A password being typed, and what it must not resemble (name, e-mail, mobile). */
export const PasswordStrengthBodySchema = z.strictObject({
  password: z.string({ error: 'password is required' }).max(LIMITS.passwordMaxLength),
  related: z.array(z.string().max(200)).max(5).default([]),
})
export type PasswordStrengthBody = z.input<typeof PasswordStrengthBodySchema>

/** The rule the server enforces on a new password, as the meter shows it while typing. */
export const PasswordStrengthSchema = z.object({
  /** 0 (guessable in a few tries) to 4 (very unguessable). */
  score: z.number().int().min(0).max(4),
  acceptable: z.boolean(),
  hint: z.string(),
})
export type PasswordStrengthAnswer = z.infer<typeof PasswordStrengthSchema>
