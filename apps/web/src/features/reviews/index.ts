export { ProductReviews } from './lazy-section'
