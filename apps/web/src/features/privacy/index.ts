export { PrivacyPanel } from './lazy-panel'
