type Props = { productId: string; size: string | null; needsSize: boolean }

/** Stands where the cart's add control goes; the cart feature replaces it. */
export function AddToCartPlaceholder({ productId, size, needsSize }: Props) {
  return (
    <button
      type="button"
      disabled
      data-product-id={productId}
      data-size={size ?? ''}
      title={needsSize && !size ? 'Select a size' : 'Cart coming soon'}
      className="rounded-md bg-green-700 px-6 py-2.5 font-semibold text-white opacity-60"
    >
      Add
    </button>
  )
}
