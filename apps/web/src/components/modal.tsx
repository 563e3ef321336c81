import { type ReactNode, useEffect, useId, useRef } from 'react'

type ModalProps = {
  title: ReactNode
  onClose: () => void
  children: ReactNode
  /**
   * 'center' for forms and confirmations, 'right' for the cart drawer, 'sheet' for a bottom sheet
   * on a phone that is centred from 768 px.
   */
  placement?: 'center' | 'right' | 'sheet'
}

const OVERLAY = {
  center: 'items-center justify-center p-4',
  right: 'justify-end',
  sheet: 'items-end justify-center md:items-center md:p-4',
}

const PANEL = {
  center: 'max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-xl',
  right: 'h-full w-full max-w-md',
  sheet: 'max-h-[85vh] w-full overflow-y-auto rounded-t-xl md:max-w-lg md:rounded-xl',
}

/** A modal dialog: focus moves in, Escape or the backdrop closes it, the page behind stays put. */
export function Modal({ title, onClose, children, placement = 'center' }: ModalProps) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    panel.current?.focus()
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
      previous?.focus()
    }
  }, [onClose])

  return (
    <div
      className={`fixed inset-0 z-50 flex bg-black/40 ${OVERLAY[placement]}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`flex flex-col bg-white shadow-xl outline-none ${PANEL[placement]}`}
      >
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
          <h2 id={titleId} className="font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mr-2 rounded p-1 text-2xl leading-none text-stone-500 hover:text-stone-800"
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  )
}
