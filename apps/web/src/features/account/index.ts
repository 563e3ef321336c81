export { AccountButton } from './account-button'
export { AccountMenu } from './account-menu'
export { useSession } from './use-session'
export { logout, selectSignedIn, selectUserId, setUser, userSlice } from './user-slice'
