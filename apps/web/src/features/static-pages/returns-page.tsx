export function ReturnsPage() {
  return <h1>ReturnsPage</h1>
}
