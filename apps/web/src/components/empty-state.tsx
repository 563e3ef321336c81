type EmptyStateProps = { message: string; children?: React.ReactNode }

export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-16 w-16 text-stone-300">
        <path
          fill="currentColor"
          d="M20 18 L28 14 Q32 22 36 14 L44 18 L50 30 L44 33 L42 29 L42 50 L22 50 L22 29 L20 33 L14 30 Z"
        />
      </svg>
      <p className="text-lg font-medium text-stone-600">{message}</p>
      {children}
    </div>
  )
}
