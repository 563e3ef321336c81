/**
 * The colours a product can be given: the names shoppers use, each with a swatch. A colour travels
 * in URLs as its slug (`navy-blue`).
 */
export const COLOUR_PALETTE = [
  { name: 'Black', hex: '#222222' },
  { name: 'White', hex: '#f7f5f0' },
  { name: 'Off White', hex: '#eee8d8' },
  { name: 'Grey', hex: '#8a8f98' },
  { name: 'Navy Blue', hex: '#1f3a68' },
  { name: 'Blue', hex: '#2f6fd0' },
  { name: 'Sky Blue', hex: '#7fb8e6' },
  { name: 'Teal', hex: '#1f7a7a' },
  { name: 'Green', hex: '#2e8b57' },
  { name: 'Olive', hex: '#6b7031' },
  { name: 'Yellow', hex: '#f2d13a' },
  { name: 'Mustard', hex: '#d4a017' },
  { name: 'Orange', hex: '#e8772e' },
  { name: 'Peach', hex: '#f4b89a' },
  { name: 'Red', hex: '#c0392b' },
  { name: 'Maroon', hex: '#7a1f2b' },
  { name: 'Pink', hex: '#e07a9a' },
  { name: 'Magenta', hex: '#b0307a' },
  { name: 'Purple', hex: '#6d3f9c' },
  { name: 'Lavender', hex: '#b9a6dc' },
  { name: 'Beige', hex: '#d8c3a5' },
  { name: 'Cream', hex: '#f3e5c0' },
  { name: 'Brown', hex: '#6f4a2f' },
  { name: 'Khaki', hex: '#b5a37a' },
  { name: 'Gold', hex: '#c9a227' },
  { name: 'Silver', hex: '#b8bcc2' },
  { name: 'Multicolour', hex: '#9b59b6' },
] as const

export type ColourName = (typeof COLOUR_PALETTE)[number]['name']
export const COLOUR_NAMES = COLOUR_PALETTE.map((colour) => colour.name) as [
  ColourName,
  ...ColourName[],
]
export const colourSlug = (name: string) => name.toLowerCase().replace(/\s+/g, '-')
export const COLOUR_SLUGS = COLOUR_NAMES.map(colourSlug) as [string, ...string[]]
export const colourBySlug = (slug: string) =>
  COLOUR_PALETTE.find((colour) => colourSlug(colour.name) === slug)
