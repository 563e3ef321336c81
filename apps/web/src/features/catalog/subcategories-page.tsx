export function SubCategoriesPage() {
  return <h1>SubCategoriesPage</h1>
}
