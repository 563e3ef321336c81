import type { Envelope, Grievance, NewGrievanceBody } from '@store/contract'
import { api } from '@/lib/api-client'

export const raiseGrievance = (body: NewGrievanceBody) =>
  api<Envelope<{ ticket: string }>>('/grievances', { method: 'POST', body })

export const myGrievances = (signal?: AbortSignal) =>
  api<Envelope<Grievance[]>>('/grievances', { signal }).then((r) => r.data)

export const myGrievance = (ticket: string, signal?: AbortSignal) =>
  api<Envelope<Grievance>>(`/grievances/${ticket}`, { signal }).then((r) => r.data)

export const replyToGrievance = (ticket: string, text: string) =>
  api<Envelope<Grievance>>(`/grievances/${ticket}/replies`, { method: 'POST', body: { text } })

export async function uploadGrievancePhoto(file: File) {
  const form = new FormData()
  form.append('image', file)
  const answer = await api<Envelope<{ url: string }>>('/grievances/photos', {
    method: 'POST',
    body: form,
  })
  return answer.data.url
}
