export function BecomeSellerPage() {
  return <h1>BecomeSellerPage</h1>
}
