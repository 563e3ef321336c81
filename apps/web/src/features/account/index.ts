export { AccountButton } from './account-button'
export { useSession } from './use-session'
export { logout, selectSignedIn, selectUserId, setUser, userSlice } from './user-slice'
