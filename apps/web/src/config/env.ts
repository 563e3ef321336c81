// The only reader of import.meta.env in the web app.
export const env = {
  apiBaseUrl: '/api/v1',
  isDevelopment: import.meta.env.DEV,
} as const
