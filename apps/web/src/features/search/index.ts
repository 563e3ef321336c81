export { SearchBox } from './search-box'
