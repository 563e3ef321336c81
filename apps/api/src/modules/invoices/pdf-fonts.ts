import { readFileSync } from 'node:fs'
import nodeModule from 'node:module'
import type { Font, create } from 'fontkit'

// The fonts of the printed tax documents. DejaVu Sans prints Latin text and ₹; text in a script
// of India prints in that script's Noto Sans, and emoji in Noto Emoji. Every font comes from an
// npm package, so nothing is downloaded at run time.

export type Weight = 'body' | 'bold'
/** The scripts of India that DejaVu lacks, by their Unicode names. */
const INDIC = [
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
] as const
export type Family = 'dejavu' | 'emoji' | (typeof INDIC)[number]

const fontRequire = nodeModule.createRequire(import.meta.url)
function fontFile(family: Family, weight: Weight) {
  if (family === 'dejavu') {
    return fontRequire.resolve(
      `dejavu-fonts-ttf/ttf/DejaVuSans${weight === 'bold' ? '-Bold' : ''}.ttf`,
    )
  }
  // Each Expo Google Fonts package holds a folder of TrueType files per weight.
  const [name, file] =
    family === 'emoji'
      ? ['noto-emoji', 'NotoEmoji']
      : [`noto-sans-${family.toLowerCase()}`, `NotoSans${family}`]
  const style = weight === 'bold' ? '700Bold' : '400Regular'
  return fontRequire.resolve(`@expo-google-fonts/${name}/${style}/${file}_${style}.ttf`)
}
/**
 * fontkit 2.0.4 throws on the null anchors that OpenType allows in mark positioning, which Noto
 * Sans Telugu, Malayalam, Gurmukhi and a few Gujarati signs have (foliojs/fontkit#367): such text
 * is laid out again without mark positioning, each mark where the font draws it by default.
 */
function tolerateNullAnchors(font: Font) {
  const layout = font.layout.bind(font)
  font.layout = (text, features, ...rest) => {
    try {
      return layout(text, features, ...rest)
    } catch {
      return layout(text, { abvm: false, blwm: false, mark: false, mkmk: false }, ...rest)
    }
  }
  return font
}

// Each parsed once, when a document first needs it: every document embeds a subset of it.
const fonts = new Map<string, Font>()
export function fontOf(parse: typeof create, family: Family, weight: Weight) {
  const key = `${family}-${weight}`
  let font = fonts.get(key)
  if (!font) {
    font = tolerateNullAnchors(parse(readFileSync(fontFile(family, weight))) as Font)
    fonts.set(key, font)
  }
  return font
}

// Built on first use, not at start: the emoji pattern and the segmenter take some 55 ms to make.
// The emoji pattern is built from a string: tsc refuses the `v` flag in a literal below ES2024.
let matchers:
  | {
      scripts: Array<readonly [Family, RegExp]>
      emoji: RegExp
      graphemes: Intl.Segmenter
    }
  | undefined
const matchersOf = () =>
  (matchers ??= {
    scripts: INDIC.map((script) => [script, new RegExp(`\\p{scx=${script}}`, 'u')] as const),
    emoji: new RegExp('^\\p{RGI_Emoji}$', 'v'),
    graphemes: new Intl.Segmenter('en', { granularity: 'grapheme' }),
  })

function familyOf(grapheme: string, previous: Family | undefined): Family {
  const { scripts, emoji } = matchersOf()
  if (emoji.test(grapheme)) return 'emoji'
  // The danda and a few other signs belong to several scripts: they stay in the run before them.
  const families = scripts.filter(([, pattern]) => pattern.test(grapheme)).map(([f]) => f)
  return families.find((family) => family === previous) ?? families[0] ?? 'dejavu'
}

/** Splits text into runs that one font prints, a grapheme (a letter with its marks) at a time. */
export function runsOf(text: string) {
  const runs: Array<{ text: string; family: Family }> = []
  for (const { segment } of matchersOf().graphemes.segment(text)) {
    const last = runs.at(-1)
    const family = familyOf(segment, last?.family)
    if (last?.family === family) last.text += segment
    else runs.push({ text: segment, family })
  }
  return runs.length > 0 ? runs : [{ text, family: 'dejavu' as const }]
}
