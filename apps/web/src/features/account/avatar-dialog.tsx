import { useRef, useState } from 'react'
import { useDispatch } from 'react-redux'
import { MESSAGES } from '@store/contract'
import { notify } from '@/lib/toast'
import { uploadAvatar } from './api'
import { Avatar } from './avatar'
import { useSession } from './use-session'
import { setUser } from './user-slice'

/** The avatar upload dialog: current avatar or placeholder, a hidden file input and Upload. */
export function AvatarDialog({ onClose }: { onClose: () => void }) {
  const { user } = useSession()
  const dispatch = useDispatch()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)

  const upload = async (file: File) => {
    setBusy(true)
    try {
      const answer = await uploadAvatar(file)
      dispatch(setUser({ avatar: answer.data.avatar }))
      void notify.success(answer.message)
      onClose()
    } catch (error) {
      void notify.failure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Profile photo"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <div className="relative w-full max-w-sm rounded-xl bg-white p-6 text-center shadow-xl">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute right-3 top-2 text-2xl leading-none text-stone-500 hover:text-stone-800"
        >
          ×
        </button>
        <div className="flex justify-center">
          <Avatar src={user.avatar} size={120} />
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) void upload(file)
          }}
        />
        <button
          type="button"
          disabled={busy}
          onClick={() => input.current?.click()}
          className="mt-5 rounded-md bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700 disabled:bg-stone-300"
        >
          {busy ? MESSAGES.loading : 'Upload'}
        </button>
      </div>
    </div>
  )
}
