import './index.css'
import { SERVER_DATA_ID } from './lib/server-data-id'

// A page the server drew is on the screen before any script: the app's code is fetched once the
// browser has painted it, so that on a slow network the page's own bytes and its largest image
// come first. A page the server did not draw (cart, account, admin) is empty until the app runs,
// and a page in a hidden tab paints nothing, so for those the code is fetched at once
// (docs/decisions.md 086).
const start = () => void import('./start')
if (document.getElementById(SERVER_DATA_ID) && document.visibilityState === 'visible')
  requestAnimationFrame(() => setTimeout(start))
else start()
