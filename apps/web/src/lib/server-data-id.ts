/** The id of the data block the server writes into a page it rendered. */
export const SERVER_DATA_ID = 'server-data'
