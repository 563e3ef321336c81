export function ProductPage() {
  return <h1>ProductPage</h1>
}
