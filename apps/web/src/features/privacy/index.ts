export { PrivacyPanel } from './privacy-panel'
export { MarketingUnsubscribe } from './unsubscribe-notice'
