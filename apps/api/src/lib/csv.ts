/** A CSV field, quoted when needed; a leading =, +, - or @ is defused so no cell runs a formula. */
function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Rows as a CSV document with a byte order mark, so spreadsheets read it as UTF-8. */
export const toCsv = (rows: string[][]) => `\uFEFF${csvRows(rows)}`

/** Rows as CSV lines, each ended by CRLF: a document's body, or the next part of a stream. */
export const csvRows = (rows: string[][]) =>
  rows.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('')
