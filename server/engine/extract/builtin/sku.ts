/**
 * SKUs: what a shop's own item code looks like, and where marketplaces put it in the URL.
 * ISBNs, EANs and button labels are not SKUs.
 */

// A GTIN (UPC-12/EAN-13/GTIN-14) or an ISBN is the product's barcode, not the shop's item code. Eight
// digits are a shop's item or store number far more often than an EAN-8.
const BARCODE = /^(?:isbn[\s:-]*)?(?:97[89][\d-]{10,14}|\d{12,14})$/i;

const CODE = /^[A-Z][A-Z0-9]*(?:[-_./][A-Z0-9]+)+$/;
/** Whether a value is an upper-case code in parts ("GV-SFC-CE", "BLSTKAG-RPB"), a code though it has no digit. */
export const isLetterCode = (s: string): boolean => CODE.test(s);
/**
 * Whether a value is a code of capitals alone ("NIKZFNU"): a code where the structured data gives it as the sku and the page
 * shows it (Digit-Photo's "Réf. : NIKZFNU"); eMAG's data gives its internal key so ("DWFWKMMBM"), which its page never shows.
 */
export const isWordCode = (s: string): boolean => /^\p{Lu}{5,12}$/u.test(s);

// A label glued to the code: "SKU: 12", "SKU # 614785", "Art.1049084", "Ref. 1002/710", "Cód. 55012345", Bunnings's "I/N:
// 0284173" (item number), the French "N° 176-0225-4", a shop's name in capitals before "SKU" (KEH's "KEH SKU# N2071523"). "SKU"
// that runs on into a hyphen or, in the page's own data, into the code ("SKU-4412", "SKU77") is the code's own beginning.
const codeLabel = (afterSku: string) =>
  new RegExp(
    `^(?:(?:(?:\\p{Lu}{2,6}\\s+)?sku${afterSku}(?:\\s*#)?|item\\s*#|#|n[°º])\\s*[:：]?|(?:art(?:\\.?-?nr)?|r[ée]f|rif|code|c[óo]d(?:igo)?|nr|no|i\\/n)(?:[.:：]|\\s)+)\\s*`,
    'iu',
  );
// What ends the line after a code: a sentence's stop ("Manufacturer's reference: MTJV3ZM/A."), the bar before the line's next
// label ("I/N: 0284173 | Model: …").
const LINE_END = /(?<=[\p{L}\p{N}])\s*(?:[.;,]|\s[|·•])$/u;
const SHOWN_CODE_LABEL = codeLabel('(?!-)');
const STATED_CODE_LABEL = codeLabel('(?![\\p{L}\\p{N}_-])');

// A group after the first may hold capitals beside its digits ("0 986 479 C21").
const DIGIT_GROUPS = /^(?:\p{Lu} )?\d{1,4}(?: (?=\p{Lu}*\d)[\dA-Z]{2,4}){2,4}$/u;
// A fashion house writes its style number in groups of capitals and digits ("447632 DTDIT 1000", Ray-Ban's "0RB2140 901 50"):
// a first group of four or more with a digit, another with one, none with a small letter.
const CODE_GROUP = /^[\p{Lu}\d]{2,8}$/u;
const spacedCode = (first: string, rest: string[]) =>
  rest.length <= 3 && /^(?=.*\d)[\p{Lu}\d]{4,8}$/u.test(first) && rest.every((w) => CODE_GROUP.test(w)) && rest.some((w) => /\d/.test(w));

// A code's label: a word or two and a number sign or a colon ("POS #", "Model #", "Mfr. No.:"), after a bar or not.
const NEXT_LABEL = /^(?:[|·•]\s*)?\p{L}[\p{L}.]{0,15}(?:\s\p{L}[\p{L}.]{0,15})?\s*(?:#|№|:|no\.\s*:?)/iu;

/**
 * The item code in a value, or undefined for a label-like phrase or text without a digit; a barcode
 * too, unless the page states the value as the item code itself (`stated`: structured data's `sku`).
 */
export function skuOf(text: string, stated = false): string | undefined {
  const s = text
    .replace(stated ? STATED_CODE_LABEL : SHOWN_CODE_LABEL, '')
    .trim()
    .replace(LINE_END, '');
  // A decimal amount ("163,93") or one with a currency sign ("R$ 149,90", in an element named "skuBestPrice") is a
  // price, not a code; where the data gives it as the code ("sku": "7239.40", Nespresso's; zooplus's "128476.2"), it is one.
  if ((!stated && /^\d+[.,]\d{1,2}$/.test(s)) || /\p{Sc}/u.test(s)) return undefined;
  const [first, ...rest] = s.split(/\s+/);
  // Another code's label after the code ends it: Guitar Center's "Item #L79236000001000 POS #1500000412381", "Item #
  // 990412345 | Model # 720-1015MM".
  if (rest.length && NEXT_LABEL.test(rest.join(' ')) && (/\d/.test(first) || isLetterCode(first))) return skuOf(first, stated);
  // "746423 Economize", "TE502955-1293415 Housse de canapé, chaise": a code followed by words (its name, its
  // category) is the code; before a longer text, only a code of four characters or more ("3 left in stock" is none).
  // A short capitals suffix is the code's own ("WH-1000XM5 BM": the colour's), not a word after it.
  // So are short capitals parts after it (Bic Camera's "HD08 ULF IIF N").
  const suffix = rest.length === 1 && /^\p{Lu}{1,3}$/u.test(rest[0]);
  const capsParts = rest.length > 1 && rest.every((w) => /^\p{Lu}{1,4}$/u.test(w));
  const wordsAfter = !suffix && !capsParts && rest.length > 0 && rest.length < 8 && (rest.length <= 2 || first.length >= 4);
  if (wordsAfter && /\d/.test(first) && !rest.some((w) => /\d/.test(w))) return skuOf(first, stated);
  // An item code has a digit or is an upper-case code in parts ("GV-SFC-CE"); "Save for later" is a button. A maker may
  // write its number in groups of digits (Bosch's "0 986 494 524", "F 026 400 287").
  const grouped = DIGIT_GROUPS.test(s);
  if (!s || s.length > 40 || (rest.length > 2 && !grouped && !capsParts) || !(/\d/.test(s) || isLetterCode(s) || (stated && isWordCode(s)))) return undefined;
  if (/^isbn/i.test(s)) return undefined;
  // "OPTIPLEX 9010 TOWER", "PC APPLE MQ2Y2SL/A": a value with a word before its last part is a name (a model's, a
  // line in a catalogue), not a code — even under `sku`. Not so a maker's series in four capitals before a code in dotted
  // parts (De'Longhi's "ECAM 290.61.SB"): the number is written so.
  const seriesCode = rest.length === 1 && /^\p{Lu}{4}$/u.test(first) && /^(?=.*\d)[\p{Lu}\d]+(?:[./-][\p{Lu}\d]+)+$/u.test(rest[0]);
  if (rest.length && !seriesCode && !spacedCode(first, rest) && [first, ...rest.slice(0, -1)].some((w) => /^\p{L}{4,}$/u.test(w))) return undefined;
  // A number of a barcode's length whose check digit fails is no barcode: El Corte Inglés's "SKU: 001073518812".
  const digits = s.replace(/[\s-]/g, '');
  return !stated && BARCODE.test(digits) && (/^(?:isbn|97[89])/i.test(digits) || gtinOf(digits) !== undefined) ? undefined : s;
}

/** Whether a GTIN's last digit is its GS1 check digit: weights 3 and 1 alternate from the right. */
function gs1CheckDigitOk(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, w = 3; i >= 0; i--, w = 4 - w) sum += Number(digits[i]) * w;
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/** Whether an ISBN-10 ("0-306-40615-2", "X" for ten) passes its mod-11 check. */
function isbn10Ok(code: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (code[i] === 'X' ? 10 : Number(code[i])) * (10 - i);
  return sum % 11 === 0;
}

/**
 * A GTIN in a value (GTIN-8/12/13/14 — EAN, UPC, ISBN-13 — or an ISBN-10), else undefined: a number
 * of another length or whose check digit fails is a shop's, a phone's or a typo, not the barcode.
 */
export function gtinOf(text: string): string | undefined {
  const code = text
    .replace(/^(?:isbn(?:-?1[03])?|ean(?:-?1[34])?|gtin(?:-?\d{1,2})?|upc)[\s:-]*/i, '')
    .replace(/[\s-]/g, '')
    .replace(/[.;,]$/, '')
    .toUpperCase();
  if (/^\d{9}[\dX]$/.test(code)) return isbn10Ok(code) ? code : undefined;
  return /^(?:\d{8}|\d{12,14})$/.test(code) && /[1-9]/.test(code) && gs1CheckDigitOk(code) ? code : undefined;
}

// Marketplaces' item URLs: Amazon /dp/ and /gp/product/ (ASIN), eBay /itm/, Walmart /ip/, classifieds /s-anzeige/, Mercado
// Libre's /MLB-3456789012-slug-_JM (the item id is "MLB3456789012", its site's letters and number run together).
const URL_IDS = [
  /\/(?:dp|gp\/product|gp\/aw\/d)\/([A-Z0-9]{10})(?:[/?#]|$)/,
  /\/itm\/(?:[^/?#]+\/)?(\d{9,15})(?:[/?#]|$)/,
  /\/ip\/(?:[^/?#]+\/)?(\d{6,12})(?:[/?#]|$)/,
  /\/s-anzeige\/[^/?#]+\/(\d{6,12})/,
  /^https?:\/\/[^/]*\.mercado(?:libre|livre)\.[a-z.]+\/(ML[A-Z])-(\d{6,12})(?:[-/?#]|$)/,
];

/** The item id of a marketplace's item URL (/dp/<ASIN>, /itm/<id>, /ip/<id>, /s-anzeige/…/<id>, /MLB-<id>), if it is one. */
export function marketplaceItemId(url: string): string | undefined {
  for (const re of URL_IDS) {
    const m = re.exec(url);
    if (m) return m.slice(1).join('');
  }
  return undefined;
}

// A query parameter or a path key that names the item code (`?sku=`, `?childSku=`, `?skuId=`, `/products_id/66868/`).
const ID_KEY = /(?:^|[-_])?(?:sku(?:[-_]?id)?|(?:product|products|item|article|art|prod)[-_]?(?:id|no|nr|code|number))$/i;
// A slug's last token that is an item id: five digits or more, or letters and digits ("M67296549", "pd1hjfqnc2j").
// A lower-case letter before a number ("p4781720") keys the page; sizes ("158x198x61cm") are not ids.
const SLUG_ID = /^(?:\d{5,}|(?=[A-Za-z]*\d)(?=\d*[A-Za-z])(?![a-z]\d+$)(?!\d+x\d)[A-Za-z0-9]{6,20})$/;

const UUID_END = /(?:^|[-_])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A path segment that says an item's page follows.
const ITEM_PATH = /^(?:items?|products?|p|lots?|listings?|ads?|offers?)$/i;

/** The item id a URL carries, if any: marketplaces' item paths, an id-named parameter, the slug's trailing id. */
export function skuFromUrl(url: string): string | undefined {
  const marketplace = marketplaceItemId(url);
  if (marketplace) return marketplace;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  for (const [key, value] of u.searchParams) if (ID_KEY.test(key) && /\d/.test(value) && value.length <= 40) return value;
  const segments = u.pathname
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  const keyed = segments.findIndex((s, i) => i < segments.length - 1 && ID_KEY.test(s));
  if (keyed >= 0 && /\d/.test(segments[keyed + 1])) return segments[keyed + 1];
  // "/item/93133869_alexander-girard-pillows", "/lot/4412-…": an item path whose slug leads with the item's number.
  const leading = segments.length >= 2 && ITEM_PATH.test(segments.at(-2)!) ? /^(\d{5,})[-_]\D/.exec(segments.at(-1)!)?.[1] : undefined;
  if (leading) return leading;
  // "/products/4005556050178/Gormiti_Puzzle.html": an item path, the item's number, then its slug.
  const item = segments.at(-2);
  if (segments.length >= 3 && ITEM_PATH.test(segments.at(-3)!) && /^\d{5,}$/.test(item!)) return item;
  const last = segments.at(-1)?.replace(/\.(?:html?|php|aspx?|jsp)$/i, '');
  // A UUID keys the page as a whole, alone or after the slug; its last group is no item code of its own (Back Market's
  // /p/…/b7c6f4a2-1a2b-…, AutoScout24's "fiat-500-…-bianco-3f6c2a1e-7b9d-…").
  if (last && UUID_END.test(last)) return undefined;
  // A last segment of codes alone ("DYAJ9J-A900G1234") is the id whole; a slug's words end with its id.
  if (last && /^[A-Z0-9]+(?:-[A-Z0-9]+)+$/.test(last) && last.split('-').every((t) => /\d/.test(t)) && last.length <= 40) return last;
  const token = last?.split(/[-_,.~]/).at(-1);
  if (!token) return undefined;
  // "p400105394", "speedmaster--id23456789": the letter or "id" keys the page, the number after it is the item's. Under an
  // item path the segment is the id whole: Mercari's "/item/m87654321098" is item m87654321098.
  if (token === last && ITEM_PATH.test(segments.at(-2) ?? '') && /^[a-z]\d{6,}$/.test(token)) return token;
  const keyedNumber = /^(?:[a-z]|id)(\d{6,})$/.exec(token)?.[1];
  return keyedNumber ?? (SLUG_ID.test(token) ? token : undefined);
}
