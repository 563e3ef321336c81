// Placeholder replaced by the search feature.
export function SearchBox() {
  return null
}
