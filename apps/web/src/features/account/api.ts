import type { Envelope, LoginResponse, UserDetails } from '@store/contract'
import { api } from '@/lib/api-client'

type Message = { success: boolean; error: boolean; message: string }

export const register = (body: {
  name: string
  email: string
  phone: string
  password: string
  confirmPassword: string
  marketingConsent?: boolean
}) => api<Message>('/auth/register', { method: 'POST', body })

/** `code` is the e-mailed login code, sent after the server answers `LOGIN_CODE_REQUIRED`. */
export const login = (phone: string, password: string, code?: string) =>
  api<LoginResponse>('/auth/login', {
    method: 'POST',
    body: { phone, password, userType: 'user', ...(code ? { code } : {}) },
  })

export const logoutEverywhere = () => api<Message>('/user/logout')

export const forgotPassword = (mobile: string, email: string) =>
  api<Message>(`/auth/forget-password/${encodeURIComponent(mobile)}`, {
    method: 'PUT',
    body: { email },
  })

export const verifyOtp = (otp: string, email: string) =>
  api<Envelope<{ resetToken: string }>>('/user/verify-forgot-password-otp', {
    method: 'PUT',
    body: { otp, email },
  })

export const resetPassword = (body: {
  email: string
  newPassword: string
  confirmPassword: string
  resetToken: string
}) => api<Message>('/user/reset-password', { method: 'PUT', body })

export const getUserDetails = (userId: string, signal?: AbortSignal) =>
  api<Envelope<UserDetails>>(`/users/${userId}`, { signal }).then((r) => r.data)

export const updateUser = (body: { name: string; email: string; mobile: string; userId: string }) =>
  api<Envelope<UserDetails>>('/auth/update-user', { method: 'PUT', body })

export const uploadAvatar = (file: File) => {
  const form = new FormData()
  form.append('avatar', file)
  return api<Envelope<{ avatar: string }>>('/user/upload-avatar', { method: 'PUT', body: form })
}
