export function ShippingPage() {
  return <h1>ShippingPage</h1>
}
