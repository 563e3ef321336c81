/** The profile photo, or a placeholder icon when there is none. */
export function Avatar({ src, size = 96 }: { src: string; size?: number }) {
  return src ? (
    <img
      src={src.replace(/\.webp$/, '-400.webp')}
      alt="Your profile photo"
      width={size}
      height={size}
      className="rounded-full border border-stone-200 object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      role="img"
      aria-label="No profile photo"
      className="flex items-center justify-center rounded-full bg-stone-200 text-stone-500"
      style={{ width: size, height: size }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-1/2 w-1/2" fill="currentColor">
        <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-5 0-9 2.5-9 5.5V22h18v-2.5C21 16.5 17 14 12 14z" />
      </svg>
    </span>
  )
}
