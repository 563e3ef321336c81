export function SubCategoryPage() {
  return <h1>SubCategoryPage</h1>
}
