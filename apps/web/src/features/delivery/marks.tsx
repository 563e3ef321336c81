/** A tick for what the shopper gets, a cross for what they do not. */
export function Mark({ ok }: { ok: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`size-4 shrink-0 ${ok ? 'text-green-700' : 'text-red-700'}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ok ? <path d="m4 10.5 4 4 8-9" /> : <path d="m5 5 10 10M15 5 5 15" />}
    </svg>
  )
}

export function TruckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 text-stone-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      <path d="M2 6h11v10H2zM13 9h4.5l3.5 3.5V16h-8z" />
      <circle cx="6" cy="17.5" r="1.8" fill="white" />
      <circle cx="17" cy="17.5" r="1.8" fill="white" />
    </svg>
  )
}
