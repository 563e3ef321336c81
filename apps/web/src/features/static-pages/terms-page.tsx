export function TermsPage() {
  return <h1>TermsPage</h1>
}
