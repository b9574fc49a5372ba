/**
 * Money in text and its currency: symbols and ISO codes of the major shop currencies, and the
 * page's language region for the symbols several currencies share ("$" on a Colombian shop is COP).
 */

const CODES =
  'USD|EUR|GBP|JPY|INR|CAD|AUD|NZD|CHF|CNY|HKD|SGD|KRW|SEK|NOK|DKK|PLN|CZK|HUF|RON|TRY|RUB|UAH|BRL|MXN|ARS|CLP|COP|PEN|ZAR|ILS|AED|SAR|THB|VND|IDR|MYR|PHP|TWD';
// Longest first: "R$" before "$", "US $" before "$".
const SYMBOLS: [string, string][] = [
  ['US$', 'USD'],
  ['R$', 'BRL'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['S$', 'SGD'],
  ['HK$', 'HKD'],
  ['zł', 'PLN'],
  ['Kč', 'CZK'],
  ['Ft', 'HUF'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  ['₫', 'VND'],
  ['₱', 'PHP'],
  ['₪', 'ILS'],
  ['₺', 'TRY'],
  ['₽', 'RUB'],
  ['₴', 'UAH'],
  ['円', 'JPY'],
  ['元', 'CNY'],
  ['¥', 'JPY'],
  ['$', 'USD'],
];
const esc = (s: string) => s.replace(/[$]/g, '\\$');
const SYMBOL = `(?:${SYMBOLS.map(([s]) => esc(s)).join('|')})`;
const CODE = `\\b(?:${CODES})\\b`;

/** Money in text: "$1,299.00", "€39,95", "1.299,00 €", "USD 12", "£70,000", "24.990 Ft", "¥3,980". */
export const MONEY = new RegExp(`(?:${SYMBOL}|${CODE})\\s?\\d[\\d.,\\s]*\\d|\\d[\\d.,]*\\s?(?:${SYMBOL}|${CODE})|${SYMBOL}\\s?\\d`);

// "$4.2 million", "$2.4bn", "€3m", "£10k": an amount in prose, not a price tag.
const MAGNITUDE = /^\s*(?:million|billion|trillion|thousand|mn|bn|tn|[mbk])\b/i;

/** The first sum of money in text that reads as a price, not an amount in prose ("$4.2 million"). */
export function priceIn(text: string): string | undefined {
  const money = new RegExp(MONEY.source, 'g');
  for (let m = money.exec(text); m; m = money.exec(text)) {
    if (!MAGNITUDE.test(text.slice(m.index + m[0].length))) return m[0];
  }
  return undefined;
}

// "$" and "¥" by the page's language region.
const DOLLAR_BY_REGION: Record<string, string> = {
  CO: 'COP',
  CL: 'CLP',
  MX: 'MXN',
  AR: 'ARS',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  SG: 'SGD',
  HK: 'HKD',
  TW: 'TWD',
};

/** ISO currency of a money string ("€39,95" → EUR), if it shows one; `lang` (a BCP 47 tag) settles "$" and "¥". */
export function currencyOf(text: string, lang?: string): string | undefined {
  const code = new RegExp(CODE).exec(text);
  if (code) return code[0];
  const found = SYMBOLS.find(([s]) => text.includes(s));
  if (!found) return undefined;
  const [, iso] = found;
  const [language, region] = (lang ?? '').split(/[-_]/);
  if (found[0] === '$' && region) return DOLLAR_BY_REGION[region.toUpperCase()] ?? iso;
  if (found[0] === '¥' && language?.toLowerCase() === 'zh') return 'CNY';
  return iso;
}
