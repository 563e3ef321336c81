// Flat garment silhouettes drawn as SVG, coloured per product and rendered to WebP at seed time.

export type GarmentKind =
  | 'tshirt'
  | 'shirt'
  | 'trousers'
  | 'kurta'
  | 'saree'
  | 'dress'
  | 'top'
  | 'shorts'
  | 'jacket'
  | 'nightwear'

const shapes: Record<GarmentKind, string> = {
  tshirt:
    'M300 170 L380 140 Q400 190 420 140 L500 170 L560 260 L500 290 L480 260 L480 600 L320 600 L320 260 L300 290 L240 260 Z',
  shirt:
    'M305 160 L375 135 L400 175 L425 135 L495 160 L545 330 L495 345 L475 250 L475 610 L325 610 L325 250 L305 345 L255 330 Z M400 175 L400 610',
  trousers: 'M320 150 L480 150 L500 640 L420 640 L400 300 L380 640 L300 640 Z',
  kurta:
    'M320 150 L385 130 Q400 165 415 130 L480 150 L545 320 L500 335 L470 240 L490 660 L310 660 L330 240 L300 335 L255 320 Z M400 165 L400 300',
  saree:
    'M330 140 Q400 120 470 140 L520 660 L280 660 Z M470 140 Q520 260 500 420 L540 660 L500 660 L470 420 Z',
  dress: 'M350 140 L385 130 Q400 160 415 130 L450 140 L465 300 L560 640 L240 640 L335 300 Z',
  top: 'M320 170 L380 145 Q400 185 420 145 L480 170 L530 250 L490 270 L470 240 L480 480 L320 480 L330 240 L310 270 L270 250 Z',
  shorts: 'M310 230 L490 230 L510 480 L420 480 L400 330 L380 480 L290 480 Z',
  jacket:
    'M300 160 L375 130 L400 170 L425 130 L500 160 L560 400 L505 415 L480 260 L480 610 L320 610 L320 260 L295 415 L240 400 Z M400 170 L400 610',
  nightwear:
    'M320 120 L385 100 Q400 130 415 100 L480 120 L530 230 L490 245 L470 190 L470 380 L330 380 L330 190 L310 245 L270 230 Z M335 395 L465 395 L480 680 L415 680 L400 480 L385 680 L320 680 Z',
}

export const COLOURS = [
  { name: 'Navy Blue', hex: '#1f3a68' },
  { name: 'Maroon', hex: '#7a1f2b' },
  { name: 'Olive', hex: '#6b7031' },
  { name: 'Mustard', hex: '#d4a017' },
  { name: 'Black', hex: '#222222' },
  { name: 'White', hex: '#f4f1ea' },
  { name: 'Teal', hex: '#1f7a7a' },
  { name: 'Pink', hex: '#e07a9a' },
  { name: 'Grey', hex: '#8a8f98' },
  { name: 'Red', hex: '#c0392b' },
  { name: 'Green', hex: '#2e8b57' },
  { name: 'Beige', hex: '#d8c3a5' },
] as const

export type Colour = (typeof COLOURS)[number]

export function garmentSvg(kind: GarmentKind, colour: Colour, background = '#f6f3ee'): string {
  const stroke = colour.name === 'White' || colour.name === 'Beige' ? '#9b9b9b' : '#00000033'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="${background}"/>
<ellipse cx="400" cy="720" rx="220" ry="22" fill="#00000014"/>
<path d="${shapes[kind]}" fill="${colour.hex}" stroke="${stroke}" stroke-width="6" stroke-linejoin="round"/>
</svg>`
}
