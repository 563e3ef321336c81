export { paths } from '@store/contract'
