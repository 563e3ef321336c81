import { COLOUR_PALETTE } from '@store/contract'

// Apart from format.ts, which every page loads first: only the filters and the product page
// draw swatches, so the palette stays out of the entry script.

/** The CSS background of a palette colour's swatch. */
export const swatch = (name: string) =>
  name === 'Multicolour'
    ? 'conic-gradient(#c0392b, #f2d13a, #2e8b57, #2f6fd0, #6d3f9c, #c0392b)'
    : (COLOUR_PALETTE.find((colour) => colour.name === name)?.hex ?? '#d6d3d1')
