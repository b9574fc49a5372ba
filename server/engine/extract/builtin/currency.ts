/**
 * Money in text and its currency: symbols and ISO codes of the major shop currencies, and the
 * page's language region for the symbols several currencies share ("$" on a Colombian shop is COP).
 */
import { asciiNumerals } from '../../page/text';
import { parseNumber } from '../../validate/coerce';
import { DELIVERY_WORDS } from './delivery-words';

const CODES =
  'USD|EUR|GBP|JPY|INR|CAD|AUD|NZD|CHF|CNY|HKD|SGD|KRW|SEK|NOK|DKK|ISK|PLN|CZK|HUF|RON|BGN|RSD|TRY|RUB|UAH|KZT|GEL|BRL|MXN|ARS|CLP|COP|PEN|ZAR|ILS|AED|SAR|QAR|KWD|BHD|OMR|JOD|EGP|MAD|NGN|KES|THB|VND|IDR|MYR|PHP|TWD|PKR|BDT|LKR|NPR|HRK|BYN|MKD|UZS|AZN|MDL|BAM|IRR|AMD';
// Longest first: "R$" before "$", "US$" before "$". A symbol written in Latin or Cyrillic letters ("kr", "lei", "руб") is
// one only as a word of its own: "12 leisure" holds no lei, "2 рубашки" (shirts) no roubles (a page's text may glue "990元"
// to the next words, so 元, 円 and 원 need none). A dollar's country letters may stand apart from its sign, as eBay sets
// them ("C $19.95", "AU $49.95").
// The rouble in the words that follow its sum, its capital Р, as shops set it where a font lacks ₽ ("6 300 Р"), and its
// abbreviation ("18 990р."); the euro in words ("749,00 euro").
const ROUBLE_WORDS = ['рублей', 'рубля', 'рубль', 'Р', 'р.'];
const EURO_WORDS = ['euros', 'euro', 'Euro'];
const SYMBOLS: [string, string][] = [
  ['US$', 'USD'],
  ['NT$', 'TWD'],
  ['MX$', 'MXN'],
  ['CA$', 'CAD'],
  ['AU$', 'AUD'],
  ['RD$', 'DOP'],
  ['R$', 'BRL'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['S$', 'SGD'],
  ['HK$', 'HKD'],
  ['S/', 'PEN'],
  ['zł', 'PLN'],
  ['Zł', 'PLN'],
  ['Kč', 'CZK'],
  ['Ft', 'HUF'],
  ['lei', 'RON'],
  ['Lei', 'RON'],
  ['LEI', 'RON'],
  // The Swiss franc as Swiss shops write it: "Fr. 19.90", "SFr. 12.50".
  ['SFr', 'CHF'],
  ['Fr', 'CHF'],
  ['TL', 'TRY'],
  ['Rp', 'IDR'],
  ['KD', 'KWD'],
  ['DT', 'TND'],
  // The dirham as Moroccan shops write it ("6 799,00 DH", "1 049,00 Dhs"), as the Emirates' colloquially do: by region.
  ['Dhs', 'MAD'],
  ['DH', 'MAD'],
  ['RM', 'MYR'],
  ['KSh', 'KES'],
  ['Ksh', 'KES'],
  ['đ', 'VND'],
  ['บาท', 'THB'],
  ['Rs', 'INR'],
  ['Tk', 'BDT'],
  // The Serbian dinar and the Uzbek sum after their amounts ("42 000 din.", "1 299 000 сум"); "din" leads Nordic sentences.
  ['din', 'RSD'],
  ['дин', 'RSD'],
  ['сум', 'UZS'],
  ['kn', 'HRK'],
  ['Kn', 'HRK'],
  ['Br', 'BYN'],
  ['тг', 'KZT'],
  ['руб', 'RUB'],
  ...ROUBLE_WORDS.map((w): [string, string] => [w, 'RUB']),
  ['грн', 'UAH'],
  ['лв', 'BGN'],
  ['ر.س', 'SAR'],
  ['د.إ', 'AED'],
  ['د.ك', 'KWD'],
  ['ر.ق', 'QAR'],
  ['د.ب', 'BHD'],
  ['د.ت', 'TND'],
  ['ج.م', 'EGP'],
  ['ريال', 'SAR'],
  ['درهم', 'AED'],
  ['جنيه', 'EGP'],
  // Iranian shops price in tomans (ten rials), WooCommerce's IRT, and sometimes in rials, spelt with the Persian yeh.
  ['تومان', 'IRT'],
  ['ریال', 'IRR'],
  // The shekel as Israeli shops write it in letters, with a gershayim or the quote keyboards give for one.
  ['ש״ח', 'ILS'],
  ['ש"ח', 'ILS'],
  ['kr', 'SEK'],
  ['Kr', 'SEK'],
  ...EURO_WORDS.map((w): [string, string] => [w, 'EUR']),
  ['€', 'EUR'],
  ['E£', 'EGP'],
  ['£', 'GBP'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  ['₫', 'VND'],
  ['₱', 'PHP'],
  ['₪', 'ILS'],
  ['₺', 'TRY'],
  ['₽', 'RUB'],
  ['₴', 'UAH'],
  ['₸', 'KZT'],
  ['₦', 'NGN'],
  ['฿', 'THB'],
  ['৳', 'BDT'],
  ['₾', 'GEL'],
  ['֏', 'AMD'],
  ['円', 'JPY'],
  ['원', 'KRW'],
  ['元', 'CNY'],
  ['¥', 'JPY'],
  // The full-width yen sign, as Japanese and Chinese shops set it in their full-width text (Amazon.co.jp's "￥1,280").
  ['￥', 'JPY'],
  ['R', 'ZAR'],
  ['$', 'USD'],
];
// The rand's "R" only leads an amount that reads as a price: thousands grouped, cents, or three digits and more ("R 4,999",
// "R1 299,00", "R349"). A tyre's "225/45 R18" and a radius's "R 5" are none, nor is "R" after an amount.
const RAND = '(?<![\\p{L}\\p{N}/])R(?=[ \\u00a0]?(?:\\d{1,3}(?:[ ,\\u00a0]\\d{3})+|\\d+[.,]\\d{2}(?!\\d)|\\d{3,}))';
const LEADING_ONLY = new Set(['R']);
// The franc's "Fr" is no Friday at the end of a range of weekdays ("Mo-Fr 9-18 Uhr", "Lu–Fr 8h–17h").
const AFTER_WEEKDAY = '(?<!\\p{L}[-–] ?)';
const symbolSource = (s: string) => {
  if (s === 'R') return RAND;
  const escaped = s.replace(/[$/.]/g, '\\$&');
  if (/^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u.test(s)) return `${s === 'Fr' ? AFTER_WEEKDAY : ''}(?<!\\p{L})${escaped}\\.?(?!\\p{L})`;
  return /^\p{Lu}+\$$/u.test(s) ? `(?<!\\p{L})${escaped.replace('\\$', ' ?\\$')}` : escaped;
};
const SYMBOL = `(?:${SYMBOLS.filter(([s]) => !LEADING_ONLY.has(s))
  .map(([s]) => symbolSource(s))
  .join('|')})`;
// Symbols written only after the amount, which lead other words: 원 ends many Korean words ("회원 3명" is three members),
// "Euro 2024" is a football championship, and the rouble's Р and its words, the dinar and the sum follow the sum.
const TRAILING_ONLY = new Set(['원', 'din', 'дин', 'сум', ...EURO_WORDS, ...ROUBLE_WORDS]);
const LEADING_SYMBOL = `(?:${SYMBOLS.filter(([s]) => !TRAILING_ONLY.has(s))
  .map(([s]) => symbolSource(s))
  .join('|')})`;
const SYMBOL_TESTS = SYMBOLS.map(([s, iso]) => [new RegExp(symbolSource(s), 'u'), s, iso] as const);
// A code stands apart from letters, not from an amount it leads: "EUR15.99" and "CHF19.50" are money. After an amount it
// is a word of its own: block texts run together ("Code 545642356" + "EUR15.99"), and the code leads the next one.
const CODE = `(?<![\\p{L}])(?:${CODES})(?![\\p{L}])`;
const TRAILING_CODE = `\\b(?:${CODES})\\b`;
// A line break parts two blocks' texts: no amount's digits run across it ("50" over "173.34 Lei" is no "50 173.34"), and a
// symbol on the next line is the amount's only when it leads no amount of its own ("978,00" over "€" is money, an item number
// over "CHF 19.50" is not) and the digits are a number of their own (a heading's "Vacuum cleaner G10" over a "￥" whose amount a
// script fills in is none, nor a code's last group: "EC Number: 231-598-3" over "MDL number"). Spaces of every width and
// apostrophes group digits within a line. On one line, a symbol set against the digits after it is theirs: "SAVE 70 $229.99" is
// a saving of 70 and a price of $229.99.
const SPACE = ' \\t\\u00a0\\u2009\\u202f';
const GROUPING = `'’${SPACE}`;
// An amount with its thousands grouped by spaces or apostrophes ("1 299,90", "1 299", "1'299.00", a dinar's "1 699,000"),
// else any run of digits and separators; a dash for no cents ("1 299,-", "12.–").
const AMOUNT = `(?:\\d{1,3}(?:[${GROUPING}]\\d{3})+(?:[.,]\\d{1,3})?|\\d[\\d.,]*)(?:[.,]?[-–])?`;

const CODE_IN_TEXT = new RegExp(CODE, 'u');
/** The ISO 4217 code a text names ("EUR", "Prix en EUR"), if any. */
export const currencyCodeIn = (text: string): string | undefined => CODE_IN_TEXT.exec(text)?.[0];

// French shops write the euro sign where the decimal comma goes: "24€99" and "24 €99" are 24.99, and so is "24 € 99" where
// the cents end its line (each part in a span of its own); "12 € 50 pièces" is no price of 12.50.
export const EURO_CENTS = new RegExp(`^[${SPACE}]?€(?:\\d{2}|[${SPACE}]\\d{2}(?=\\s*(?:\\n|$)))(?!\\d)`, 'u');
const EURO_FOR_COMMA = `(?:${AMOUNT})${EURO_CENTS.source.slice(1)}`;

// Whole kronor as a Swedish shop writes them, with no symbol or one after: "219:-", "1 495:- kr" (without one,
// wholeKronaCurrency names the krona). No smiley after a number ("5:-)") nor a digit of a longer number before it ("Nr 2106
// 219:-" is 219).
const WHOLE_KRONOR = `(?<![\\d.,:])(?:\\d{1,3}(?:[${GROUPING}]\\d{3})+|\\d+):[-–](?![-)\\p{L}\\p{N}])(?:[${SPACE}]?${SYMBOL})?`;

/**
 * Money in text: "$1,299.00", "€39,95", "1.299,00 €", "1 299,90 €", "CHF 1'299.00", "USD 12", "24.990 Ft", "¥3,980", "24€99", "24 € 99",
 * and with the code that names a shared symbol's currency before or after it ("NZD $100.70", "$1,299.00 MXN"); whole kronor ("219:-").
 */
export const MONEY = new RegExp(
  `${EURO_FOR_COMMA}|(?:${LEADING_SYMBOL}|${CODE}(?:\\s?\\$)?)\\s?\\d(?:[\\d.,]|[${GROUPING}](?=\\d{3}(?!\\d)))*\\d(?:[${SPACE}]?${TRAILING_CODE})?|(?:${AMOUNT})[${SPACE}]?(?:${SYMBOL}(?!\\d)|${TRAILING_CODE})|(?<![\\p{L}\\d.,-])(?:${AMOUNT})\\s*\\n\\s*(?:${SYMBOL}|${TRAILING_CODE})(?!\\s?\\d)|${LEADING_SYMBOL}\\s?\\d|${WHOLE_KRONOR}`,
  'u',
);

// MONEY for walking every amount of a text, made once. Built at every call, as it was, a CPU profile of the builtin over
// the quality corpora put 10 to 28 s in this pattern, none once built here: a new RegExp of a pattern this large is
// compiled again whenever V8's compilation cache no longer holds it, and collections clear that cache. Only priceIn,
// currenciesIn and currentBidIn walk it, each resetting lastIndex and calling nothing that uses it while it walks;
// withoutMoney's replace starts it at 0 and leaves it there.
const EVERY_MONEY = new RegExp(MONEY.source, 'gu');

/** A text without its amounts of money: what else it says ("Siyah" of "Siyah 57.999,00 TL"). */
export const withoutMoney = (text: string): string => text.replace(EVERY_MONEY, ' ');

// "$4.2 million", "$2.4bn", "€3m", "£10k": an amount in prose, not a price tag.
const MAGNITUDE = /^\s*(?:million|billion|trillion|thousand|mn|bn|tn|[mbk])\b/i;

/** Words that say an amount is a saving ("Save $6", "Sie sparen 5 €"), in the major shop languages. */
export const SAVING_WORDS = 'save|saving|you save|économisez|sparen|sie sparen|spar|du sparer|spara|risparmi|ahorra|ahorro|poupe|economize';
// A recommended, list or former price's label, in the major shop languages:
// "RRP £20", "UVP 49 €", "Prix conseillé 88,99 €", "Prezzo di listino", "M.R.P. ₹2,999", "メーカー希望小売価格", "Liste fiyatı".
const REFERENCE_PRICE = [
  'rrp|msrp|m\\.?r\\.?p\\.?|list price|retail price|recommended price|typical price|original price|compare at',
  // A listing's guide to what such cars sell for (Carsales' "Price guide: $37,100 – $40,800"), a card market's statistics
  // ("Price Trend", "Market Price", "30-days average price").
  'price guide|price estimate|estimated (?:price|value)|market (?:value|price)|price trend|(?:\\d+-days? )?average price|avg\\.? price',
  // A marketplace's last sale of the item (StockX's "Last Sale: $109" beside its "Buy Now for $118").
  'last sale|last sold(?: for)?',
  // …in the shops' languages: Chrono24's "Marktwert: 13.780 € – 14.320 €" beside the listing's price.
  'marktwert|marktpreis|marktwaarde|valeur (?:de |du )?march[ée]|valor de mercado|valore di mercato',
  'uvp|preisempfehlung|listenpreis|alter preis|streichpreis|ursprünglicher preis|zuvor|vorher|statt',
  'prix (?:public |de vente )?conseillé|prix de référence|prix barré|ancien prix|prix initial|était',
  'prezzo (?:consigliato|di listino|originale|precedente|pieno)',
  'precio (?:recomendado|de lista|anterior|original)|pvpr',
  'preço (?:recomendado|original|anterior)',
  'adviesprijs|oorspronkelijke prijs|oude prijs',
  'cena katalogowa|sugerowana cena|poprzednia cena|stara cena',
  'ordinarie pris|ord\\. pris|tidigare pris|rekommenderat pris|vejledende pris|vejl\\. pris|tidligere pris|førpris|veiledende pris|suositushinta',
  'doporučená cena|původní cena|pôvodná cena|рекомендованная цена|старая цена|цена без скидки',
  'liste fiyatı|piyasa fiyatı|eski fiyat|eredeti ár|régi ár|listaár|pre[tț] (?:vechi|întreg|intreg|recomandat)|αρχική τιμή|παλιά τιμή',
  'giá (?:gốc|cũ|niêm yết)|harga (?:asli|coret|sebelum)|السعر (?:الأصلي|القديم)|מחיר (?:מקורי|קודם)|במקום|정가|소비자가',
  '原價|原价|定価|参考価格|メーカー希望小売価格|建议零售价|建議售價|市场价|市場價',
  // The lowest price of the last 30 days that EU shops must show beside a discount ("Niedrigster Preis der letzten 30 Tage:
  // 29,99 €", "Najniższa cena z 30 dni przed obniżką: 129,99 zł", "Nejnižší cena za 30 dní před slevou:", "Χαμηλότερη τιμή
  // τελευταίων 30 ημερών:", "Cel mai mic pret din ultimele 30 de zile:", "Najnižja cena v zadnjih 30 dneh:"), read by its end
  // and its colon.
  '\\d+\\s*(?:de\\s+)?(?:days?|tage|jours|giorni|días|dias|dagen|dni|dní|dnů|napban|zile|ημερών|dienų|dienu|päeva|dana|dneh|дней|днів|дни)(?:\\s+(?:przed obniżką|před slevou|pred zľavou|before (?:the )?(?:discount|reduction)|vor (?:der )?(?:preissenkung|reduzierung)|avant (?:la )?(?:réduction|remise)))?\\s*:',
].join('|');
// How far before an amount its label is read.
const LABEL_CHARS = 24;
// An amount's label: `words` ending just before it, a colon after them or not ("RRP £20", "Shipping: $5.99").
const labelOf = (words: string) => new RegExp(`(?:${words})\\s*:?\\s*$`, 'iu');
// The shop's own usual price ("Regular price £60", "Reg: $169.99", "Ord. pris 11 495 kr", "通常価格 ¥3,980"): the price to pay
// unless a sale price follows it.
const REGULAR_PRICE = labelOf(
  '(?<![\\p{L}])(?:reg\\.?|regular(?: price)?|normal|normalpris|ord\\.? ?pris|ordinarie pris|ordinær pris|normalpreis|normaalihinta|cena regularna|redovna cijena|prix habituel|běžná cena|bežná cena|обычная цена|ราคาปกติ|通常価格)',
);
// The words that make an amount a threshold ("ab", "à partir de").
const THRESHOLD = 'from|ab|à partir de|a partir de|dès|desde|vanaf|od';
// Labels of an amount that is not the one to pay (read in the LABEL_CHARS before it). A price only members or a loyalty card's
// holders pay, by the label before its amount: H&M's "Member price £14.99" beside the price to pay, IKEA's "IKEA Family-pris 1
// 099 kr" beside "Pris utan IKEA Family 1 299 kr", a wine club's "Clubpreis für Mitglieder: 40,41 €", Audible's "Members save
// 30%: £18.19", Saxo's "Premium-pris", Boots's "Advantage Card price", Superdrug's "Health & Beautycard Price", Intersport's
// "Prix adhérent" (a "Non-member price" is everyone's), a store card's price labelled before it (Inkafarma's "Con Tarjeta Oh!",
// Natura's "Cena z Kartą Natura", DOZ's "Cena z DOZ Kartą", Teknosa's "Teknosa Kart ile"). The words that follow an amount are
// CONDITION's.
const MEMBERS_PRICE =
  '(?<!non[- ]?)(?:members?(?:hip)?|club|\\p{L}*card|nectar|loyalty|adhérents?|mitglieder|premium|(?:bank )?wire(?: transfer)?)[\\s-]*(?:price|prix|preis|pris|precio|prezzo)|(?:für|for|pour|para|per|kun for) [\\p{L} -]{0,30}?(?<![\\p{L}])(?:mitglieder|members|membres|socios|soci|medlem(?:mer|mar)?)(?![\\p{L}])|members? save(?: \\d+\\s*%)?|(?:prix|precio|prezzo) (?:membres?|adhérents?|socios?|soci|miembros?|membri)|(?:con|com) (?:la |o )?(?:tarjeta|cart[ãa]o)(?: [\\p{L}\\p{N}]+)?!?\\s*$|mitgliederpreis|clubpreis|kundenkartenpreis|ledenprijs|klubbpris|klubpris|medlemspris|jäsenhinta|kanta-?asiakashinta|cena klubowa|family[- ]?(?:pris|price|preis|prijs|hinta)|(?:prix|precio|prezzo) family|cena z (?:[\\p{L}\\p{N}]+ )?kart[ąa](?: [\\p{L}\\p{N}]+)?|kart(?:ı|i)? ile|(?:med|with|mit|avec|con|com) [\\p{L}\\p{N}+ ]{0,20}?premium|회원가|회원\\s*전용가|会員(?:価格|特価)|会员价|會員價';
const MEMBERS_PRICE_SAID = new RegExp(`(?<![\\p{L}])(?:${MEMBERS_PRICE})`, 'iu');
/** Whether a text names a price only members or a loyalty card's holders pay ("Member price", "Medlemspris"). */
export const namesMembersPrice = (text: string): boolean => MEMBERS_PRICE_SAID.test(text);
// The bare word for a price, in the major shop languages.
const PRICE_WORD = 'price|pris|preis|prix|prezzo|precio|preço|prijs|cena|hinta|ár';
// A small whole number among words that name no price and show no money: a count of items ("Case of 12", "6er-Pack", "12
// bottles"), as a pack option's label is set in a price box.
const COUNT = new RegExp(`^(?=[^]*\\p{L})(?![^]*(?:${PRICE_WORD}))[^\\d]*\\d{1,3}[^\\d]*$`, 'iu');
/** Whether a text counts items rather than stating an amount of money ("Case of 12"). */
export const countsItems = (text: string): boolean => COUNT.test(text) && !MONEY.test(text);
const NOT_TO_PAY = labelOf(
  [
    // A cost on top of the price ("+ $4.99"); a quantity's "and more" ("60+" over a tier's "$34", Shopee's "ขายแล้ว 10พัน+":
    // "10 thousand+ sold") is none.
    '(?<![\\p{L}\\p{N}])\\+',
    // So is one after German's "plus" ("inkl. MwSt. zzgl. 2,95 € Service-Pauschale").
    '(?<![\\p{L}])(?:zzgl\\.|zuzüglich)',
    // An amount converted into another currency, about as much ("180,000 ֏ ≈ $465" on a classified).
    '≈',
    // A threshold in Chinese, whose words run on without a space: "全館滿 NT$1,500 免運", "再消費 NT$1,500" (spend … more).
    '[滿满]|再消[費费]',
    `(?<![\\p{L}])(?:${[
      // A saving, a reference price or a price filter: "Was $30", "statt 59,90 €", "au lieu de 20 €", "Under ₹5,000"; the
      // former price WooCommerce reads to screen readers ("El precio original era: 25,90 €").
      SAVING_WORDS,
      REFERENCE_PRICE,
      'was|before|under|below|less than|statt|bisher|avant|au lieu de|antes|era|prima|før|было|invece di|anziché|anzichè|en lugar de|em vez de|in plaats van',
      // A bound in the other shop languages: "biedingen onder € 100", "unter 50 €", "sous 20 €", "poniżej 100 zł".
      'onder|unter|sous|sotto|por debajo de|poniżej',
      // An instalment: "4 interest-free payments of $12.50", "Pay in 4 installments of $12.49", "10x de R$ 175,99", "6 cuotas
      // sin interés de $ 2.500", "3 rate da 20 €", "ou 3x 33,33 €", "payez en 4 fois 12,49 €", "in 3 Raten à 16,65 €", "in 3
      // termijnen van € 16,65", "10 rat po 100 zł", "3 期 0 利率，每期 NT$426.67" (a period's), "月々 3,300円", "할부".
      '每期|分期付款|月々|分割払い|할부|payments? of|install?ments? of|\\d+\\s*x(?:\\s*de)?|cuotas?(?: sin inter[ée]s)?(?: de)?|meses sin intereses de|parcelas? de|rate da|en \\d+ fois(?: sans frais)?(?: de)?|(?:monatsrate|\\d+ (?:zinsfreie |monatliche |gleiche )?raten)(?: (?:à|a|von je|von|zu je|zu))?|termijnen van|rat(?:y|a)?(?: po)?',
      // What the instalments come to: Coppel's "Precio total a crédito $10,374 en 26 quincenas", "Total a prazo R$ 2.111,88".
      'total a (?:cr[ée]dito|plazos?|prazo)',
      // A shipping cost or a threshold: "Shipping $5.99", "Frais de port : 5,90 €", "Envío a domicilio $ 49.00", "Lieferung ab
      // 3,95 €", "Free shipping on orders over $35", "Envío gratis a partir de $ 999", "Spend $50".
      `(?:${DELIVERY_WORDS})(?:\\s+(?:a|à|to|al|ao) (?:domicilio|domicílio|domicile|home|casa))?(?:\\s*(?:costs?|fees?|charges?))?(?:\\s+(?:${THRESHOLD}))?`,
      `(?:free|gratis|grátis|gratuite?s?|offertes?)\\s+(?:over|${THRESHOLD})`,
      // Etsy's "Cost to deliver: £3.20".
      '(?:cost|price) to (?:deliver|ship)',
      // A threshold said by the order it applies to: Shein's "FREE SHIPPING ON ORDERS $29+".
      'spend|over|above|more than|on (?:all |every )?orders?(?: of)?',
      // A B2B shop's minimum order, shown where it hides its prices: "Minimum order value £75.00 + VAT".
      'minimum order(?: value| amount)?|min\\.? order|mindestbestellwert|commande minimum|pedido m[íi]nimo',
      // A fee beside the price, not the price: a prescription's co-payment ("Gesetzliche Zuzahlung 5,00 €", "Copay $10"), a
      // bottle's deposit ("Pfand 0,25 €").
      '(?:gesetzliche )?zuzahlung|co-?pay(?:ment)?|copago|ticket modérateur|pfand|statiegeld|consigne|deposit',
      // A meal kit's price a serving beside its box's: "Prezzo per porzione 5,49 €", "Preis pro Portion".
      '(?:price|prezzo|preis|prix|precio|prijs) (?:per|pro|par|por) (?:serving|porzione|portion|raci[óo]n|porci[óo]n|portie)|per (?:serving|porzione|portion)',
      MEMBERS_PRICE,
      // …its label on the line above its amount, which repeats a bare "price" (IKEA's "IKEA Family-pris" over "Pris 1099:-").
      `(?:${MEMBERS_PRICE})\\s*:?\\s*\\n\\s*(?:${PRICE_WORD})?`,
    ].join('|')})`,
  ].join('|'),
);
/** Whether the words just before an amount name the shop's usual price ("Regular price", "Normal", "通常価格"). */
export const labelsRegularAmount = (before: string): boolean => REGULAR_PRICE.test(before);
/** Whether the words just before an amount say it is not the price to pay ("List Price:", "Was", "UVP", "Shipping"). */
export const labelsOtherAmount = (before: string): boolean => NOT_TO_PAY.test(before);

// The lowest of a range, the price of its cheapest option: "Vanaf € 299", "Starting at $1,499.99", "ab 1.299 €".
const FROM_PRICE = labelOf(`(?<![\\p{L}])(?:${THRESHOLD}|starting at|starts at|a partire da)`);
/** Whether the words just before an amount say it is the lowest of a range ("from", "Starting at", "vanaf"). */
export const labelsFromAmount = (before: string): boolean => FROM_PRICE.test(before);

// A former price said as "from … for …": "De R$ 199,90 por R$ 149,90", "Van € 29,99 voor € 19,99" (the words alone are too
// common to label an amount: "prijs van € 19,99" is the price).
const FROM_LABEL = labelOf('(?<![\\p{L}])(?:de|van)');
const FOR_AFTER = /^\s*(?:por|voor)(?![\p{L}])/iu;
// Words after an amount on its line that make it one paid on a condition: after a mail-in rebate, with a coupon code, with a
// loyalty card (Tesco's "£4.50 Clubcard Price", Sainsbury's "Nectar Price", its next word glued on: "Nectar PriceEnds 14/01"),
// for members only (Coupang's "199,000원 와우회원 전용가"), with the shop's own card (Falabella's "$ 449.990 Con Tarjeta CMR", "R$
// 1.899 com Cartão Casas Bahia", Ozon's "31 990 ₽ c Ozon Картой", Kroger's "with Card", Esselunga's "Offerta riservata ai
// titolari di Carta Fidaty"), with a plan or a pass to pay for (Tata 1mg's "₹171 with Care plan"). A member price's label
// that comes before its amount is the next amount's (Fnac's "319,99 € Prix adhérent : 303,99 €"): only words that follow
// theirs are read here.
const CONDITION =
  /^[^\S\n*]*\**[^\S\n]*(?:after (?:(?:mail-?in|instant) )?rebates?|with (?:the )?(?:code|coupon|promo code)|using (?:the )?(?:code|coupon)|(?:members?|club|clubcard|nectar|loyalty) price|klubbpris|klubpris|medlemspris|with (?:nectar|clubcard|advantage card|my ?boots|loyalty card|(?:your )?(?:member|club|shopper['’]s)? ?card)\b|with (?:a |the )?[\p{L}\p{N}+]+ (?:plan|membership|pass)\b|(?:offerta )?riservat[ao] ai (?:titolari|possessori|soci)\b|con (?:la )?tarjeta|com (?:o )?cart[ãa]o|[сc] (?:[\p{L}\p{N}]+ )?картой|[сc] (?:яндекс )?пэй|\S*회원\s*(?:전용)?가|会員(?:価格|特価|限定)|会员价|會員價)/iu;
/** Whether the text after an amount makes it one paid on a condition (a word that runs on, "pricey", is another word). */
export function conditionalAfter(after: string): boolean {
  const m = CONDITION.exec(after);
  return !!m && !/^\p{Ll}/u.test(after.slice(m[0].length));
}
// Words after an amount that make it no price: a monthly, weekly or fortnightly sum, an instalment's or a subscription's
// ("$25/mo", "12,50 € mtl.", "$ 2.500 al mes", Klarna's "109 kr/mån", "R$ 175,99 sem juros", Coppel's "$399 quincenales"), a
// saving or a gift ("$10 off", "a $20 gift card"), a total with a marketplace's fee ("£13.65 Includes Buyer Protection")
// beside the item's price, a credit earned with it ("購買可獲得 NT$12 購物金", "ポイント", "적립금", Fnac's "5,29 € crédités" on its
// card), a fee (REI's "a one-time $30 fee" to join its co-op), a price rating's difference ("£1,104 below market average").
const NOT_TO_PAY_AFTER =
  /^\s*(?:(?:\/|per|a|al|por|pro|par)\s*)?(?:mo|mos|mth|month|monat|mois|mes|mês|mese|miesiąc|mån|månad|mnd|kk|week|wk|semana|quincena)(?![\p{L}])|^\s*(?:mtl\.?|monthly|weekly|bi-?weekly|fortnightly|monatlich|mensuel|mensual(?:es)?|mensais|mensili?|semanal(?:es)?|semanais|quincenal(?:es)?|quinzenais|sem juros|sin inter[ée]s|off|gift ?card|(?:one[- ]time |annual |yearly )?fees?|incl(?:\.|udes|uding)? buyer protection|inkl\.? käuferschutz|protection acheteurs? incluse|(?:below|under|above|over) (?:the )?(?:market|average)|crédités?|cashback)(?![\p{L}])|^\s*(?:購物金|购物金|ポイント|적립금?)/iu;
// Words after an amount that make it a price before its tax ("Soit 249,99 € HT", "£20 excl. VAT"): the price only where the
// page shows none with its tax (a trade shop's net price, "289,00 € zzgl. MwSt.", in the shops' languages: "exkl. MwSt.", "hors
// TVA", "+ IVA", "excl. btw", "ex. moms"; page-values.ts).
const BEFORE_TAX_WORDS =
  'ht|hors tax(?:es?)?|excl(?:\\.|uding)? (?:vat|tax)|ex\\.? vat|(?:zzgl|exkl|excl)\\.? (?:der )?mwst\\.?|exklusive mwst|ohne mwst|netto|hors tva|esclusa iva|\\+ ?iva|excl\\.? btw|ex\\.? moms';
const BEFORE_TAX = new RegExp(`^\\s*(?:${BEFORE_TAX_WORDS})(?![\\p{L}])`, 'iu');
// The same words, and others a shop sets only before the amount ("Brez DDV: 36.53€", "Bez DPH:", "Sin IVA:"), as its label.
const BEFORE_TAX_LABEL = new RegExp(
  `(?<![\\p{L}])(?:${BEFORE_TAX_WORDS}|brez ddv|bez dph|bez vat|sin iva|senza iva|sem iva|zonder btw|uten mva|utan moms|ilman alv)\\s*:?\\s*$`,
  'iu',
);
/** Whether the words just before an amount say it is before its tax ("Excl. VAT:", "Brez DDV:"). */
export const labelsBeforeTax = (before: string): boolean => BEFORE_TAX_LABEL.test(before);
// Words after an amount that make it a unit price: "€ 9,98 / kg", "$0.50 per oz", "2,49 €/100 g", a meal kit's "€5.49 per serving".
const UNIT_PRICE =
  /^\s*(?:\/|per\s|pro\s|je\s|a\s|par\s)\s*(?:\d+\s*)?(?:kg|g|mg|lb|lbs|oz|l|ml|cl|m|cm|m²|m2|m³|sq\.? ?ft|wash|load|sheet|serving|portion|porzione|porci[óo]n|raci[óo]n|portie)(?![\p{L}])/iu;
/** Whether the words after an amount make it no price for the item as sold: one paid on a condition, or a unit price ("/ m²"). */
export const unpaidAfter = (after: string): boolean => conditionalAfter(after) || UNIT_PRICE.test(after);
/** Whether the words after an amount make it a sum paid by the period, a saving or a credit earned ("$25/mo", "$399 quincenales", "$10 off"). */
export const periodicAfter = (after: string): boolean => NOT_TO_PAY_AFTER.test(after);
// Words after an amount that make it a price a piece: a pack's unit price beside the pack's ("$12.99 ($0.43 / count)", a
// pharmacy's "S/ 0.62 por tableta"), but the price itself where a shop sells by the piece and states no other ("199,00 € /
// Stück").
const PIECE_PRICE =
  /^\s*(?:\/|per\s|pro\s|je\s|por\s)\s*(?:1\s*)?(?:st(?:ück|k)?|pcs?|pieces?|unit|each|ea|count|ct|unidad|unidade|tableta|comprimido|c[áa]psula|pieza|pe[çc]a)(?![\p{L}])/iu;

// A discount badge after an amount ("18% OFF", "-20 %"): with a lower amount right after it, the first is the price the
// discount was taken off (Frávega's "$1.099.999 18% OFF $899.999", struck for the eye only).
const DISCOUNT_BADGE =
  /^\s*[-−]?\d{1,2}(?:[.,]\d+)?\s*%\s*(?:off|dto\.?|de descuento|descuento|desconto|rabatt|korting|sconto|remise|indirim)?(?![\p{L}])\s*/iu;
const MONEY_FIRST = new RegExp(`^(?:${MONEY.source})`, 'u');
function discountedAfter(amount: string, after: string): boolean {
  const badge = DISCOUNT_BADGE.exec(after);
  const next = badge && MONEY_FIRST.exec(after.slice(badge[0].length));
  const [was, now] = [amount, next?.[0]].map((a) => (a === undefined ? undefined : parseNumber(a)));
  return was !== undefined && now !== undefined && now < was;
}

/**
 * The first sum of money in text that is a price to pay: not an amount in prose ("$4.2 million"), a saving or a
 * reference price ("Was $30 Now $24", "De R$ 199,90 por R$ 149,90"), an instalment ("10x de R$ 175,99", "$25/mo"), a shipping cost or a threshold
 * ("Shipping $5.99", "orders over $35"), a unit price ("€ 9,98 / kg"), a zero nor an amount taken off ("-19,76 €"); the regular price
 * (or one a discount badge and a lower amount follow) when no other follows it.
 */
const RANGE_DASH = /^\s*[-–—]\s*$/;
export function priceIn(shown: string): string | undefined {
  const text = asciiNumerals(shown);
  const money = EVERY_MONEY;
  money.lastIndex = 0;
  let regular: string | undefined;
  let piece: string | undefined;
  let lastEnd = -Infinity;
  // Where the last amount was labelled one not to pay, a range's upper end after it is the same kind's (Chrono24's "Marktwert:
  // 13.780 € – 14.320 €").
  let otherEnd = -1;
  for (let m = money.exec(text); m; m = money.exec(text)) {
    const after = text.slice(m.index + m[0].length);
    const from = Math.max(0, m.index - LABEL_CHARS);
    // What follows the amount before this one on its line is its own ("+ $4.99 shipping"), not this amount's label.
    const lineAfterLast = lastEnd >= from ? text.indexOf('\n', lastEnd) : -1;
    const before = text.slice(lineAfterLast >= 0 && lineAfterLast < m.index ? lineAfterLast + 1 : from, m.index);
    const rangeOfOther = otherEnd === lastEnd && RANGE_DASH.test(text.slice(lastEnd, m.index));
    lastEnd = m.index + m[0].length;
    if (rangeOfOther || labelsOtherAmount(before)) {
      otherEnd = lastEnd;
      continue;
    }
    // A zero is what a fee comes to on a condition ("Zuzahlungsbefreit? Dann zahlen Sie 0,00 €"), or an empty cart's total.
    if (!/[1-9]/.test(m[0])) continue;
    // An amount with a minus sign is taken off: a discount's line ("Sconto primo box (-60%) -19,76 €").
    if (/(?:^|\s)[-−]$/.test(before)) continue;
    if (MAGNITUDE.test(after) || unpaidAfter(after) || periodicAfter(after)) continue;
    if (FROM_LABEL.test(before) && FOR_AFTER.test(after)) continue;
    if (BEFORE_TAX.test(after)) continue;
    if (PIECE_PRICE.test(after)) piece ??= m[0];
    else if (!REGULAR_PRICE.test(before) && !discountedAfter(m[0], after)) return m[0];
    else regular ??= m[0];
  }
  return regular ?? piece;
}

/** Whether the price a text states is a price a piece ("$0.31/ea"), which is the price only where the page states no other. */
export function piecePriceIn(shown: string): boolean {
  const price = priceIn(shown);
  const text = asciiNumerals(shown);
  const at = price === undefined ? -1 : text.indexOf(price);
  return at >= 0 && PIECE_PRICE.test(text.slice(at + price!.length));
}

/** The first sum of money in text said to be before its tax ("289,00 € zzgl. MwSt."), as it is written. */
export function netPriceIn(shown: string): string | undefined {
  const text = asciiNumerals(shown);
  EVERY_MONEY.lastIndex = 0;
  for (let m = EVERY_MONEY.exec(text); m; m = EVERY_MONEY.exec(text)) if (BEFORE_TAX.test(text.slice(m.index + m[0].length))) return m[0];
  return undefined;
}

/** The currencies of the amounts in a text that show one (`lang` settles shared symbols: currencyOf). */
export function currenciesIn(shown: string, lang?: string): Set<string> {
  const text = asciiNumerals(shown);
  const found = new Set<string>();
  EVERY_MONEY.lastIndex = 0;
  for (let m = EVERY_MONEY.exec(text); m; m = EVERY_MONEY.exec(text)) {
    // Whole kronor with no symbol ("499:-" under other products on a Swedish shop) are in the krona of the page's language.
    const currency = currencyOf(m[0], lang) ?? wholeKronaCurrency(m[0], lang);
    if (currency) found.add(currency);
  }
  return found;
}

// A bid count ("2 bids", "3 Gebote", "1 offerta"), in the major auction languages.
const BID_COUNT = /(?<![\p{L}\p{N}])(\d+)\s*(?:bids?|gebote?|offert[ae]|ench[èe]res?|pujas?|lances?|biedingen|bud|oferty?|ставк[аи]|ставок|入札)(?![\p{L}])/iu;
// What may stand between an amount and its bid count: space, a bracket.
const TO_COUNT = /^\s*[[(]?\s*$/;
// An amount converted to the buyer's currency, after the bid in the seller's ("£1,420.00 Approximately US $1,795.32 17 bids").
const CONVERTED_WORD = '(?:approx(?:imately|\\.)?|ca\\.|circa|environ|ungef[äa]hr|etwa|≈)';
const CONVERTED = new RegExp(`${CONVERTED_WORD}\\s*$`, 'iu');
const CONVERTED_MONEY = new RegExp(`${CONVERTED_WORD}\\s*(?:${MONEY.source})`, 'giu');
// How far before its bid count an auction's bid is read, with its converted amount.
const BID_CHARS = 60;

/**
 * An auction's current bid: the amount just before the text's first bid count, when someone has bid ("$200 2 bids"). An
 * amount with no bid yet ("£115.00 [ 0 bids ]") is the starting price, which the structured offer states already.
 */
export function currentBidIn(shown: string): string | undefined {
  const text = asciiNumerals(shown);
  // The first count is the product's: later ones are other lots'.
  const count = BID_COUNT.exec(text);
  if (!count || Number(count[1]) === 0) return undefined;
  const before = text.slice(Math.max(0, count.index - BID_CHARS), count.index);
  EVERY_MONEY.lastIndex = 0;
  let amount: RegExpExecArray | null = null;
  for (let m = EVERY_MONEY.exec(before); m; m = EVERY_MONEY.exec(before)) if (!CONVERTED.test(before.slice(0, m.index))) amount = m;
  return amount && TO_COUNT.test(before.slice(amount.index + amount[0].length).replace(CONVERTED_MONEY, '')) ? amount[0] : undefined;
}

// Words after a classified's asking price that say it is one: negotiable or fixed ("€ 20,- VB", "£50 ono", "$300 OBO",
// "150 € à débattre", "Festpreis").
const ASKING =
  /^\s*(?:\(\s*)?(?:vb|verhandlungsbasis|festpreis|obo|o\.?n\.?o\.?|or (?:best|near(?:est)?) offer|negotiable|à débattre|a debattre|négociable|negociable|trattabil[ei]|non trattabil[ei])(?![\p{L}])/iu;

// A listing's title that carries its price as a part of its own: "Washing machine - £50 (Salford)", "£50 · Washing machine".
const TITLE_PART = new RegExp(`(?:^|\\s[-–—·|]\\s)(${MONEY.source})(?:\\s*\\([^)]*\\))?(?:\\s[-–—·|]\\s|$)`, 'u');

/** The price a listing's title carries as a part of its own, set off by a dash, a dot or a bar, if it does. */
export const titlePriceIn = (title: string): string | undefined => TITLE_PART.exec(asciiNumerals(title))?.[1];

/** A classified's asking price: the text's first amount, when words after it say it is negotiable or fixed ("€ 20,- VB"). */
export function askingPriceIn(shown: string): string | undefined {
  const text = asciiNumerals(shown);
  const m = MONEY.exec(text);
  return m && ASKING.test(text.slice(m.index + m[0].length).replace(/^,-/, '')) ? m[0] : undefined;
}

// An amount of money and nothing else: a price tag, not a sentence that names a sum.
const amountAlone = (text: string) => {
  const m = MONEY.exec(text);
  return !!m && m.index === 0 && m[0].length === text.length;
};

/** Whether a line is a price tag: an amount alone, or with the former price a style strikes out after it ("$85 $120"). */
export function isPriceTag(shown: string): boolean {
  const text = asciiNumerals(shown);
  const [tag, former, ...more] = text.split(/\s+/);
  return amountAlone(text) || (!more.length && !!former && amountAlone(tag) && amountAlone(former));
}

// Symbols several countries share, by the page's language region: "$" on a Colombian shop is COP, "元" in Taiwan is its
// dollar, a Belarusian shop's "руб." is the Belarusian rouble, "ريال" in Qatar is its riyal, "درهم" in Morocco its dirham,
// "lei" in Moldova its leu.
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
const BY_REGION: Record<string, Record<string, string>> = {
  $: DOLLAR_BY_REGION,
  元: { TW: 'TWD', HK: 'HKD' },
  ...Object.fromEntries(['руб', ...ROUBLE_WORDS].map((w) => [w, { BY: 'BYN' }])),
  ريال: { QA: 'QAR', OM: 'OMR', YE: 'YER' },
  درهم: { MA: 'MAD' },
  ...Object.fromEntries(['Dhs', 'DH'].map((w) => [w, { AE: 'AED', MA: 'MAD' }])),
  ...Object.fromEntries(['lei', 'Lei', 'LEI'].map((w) => [w, { MD: 'MDL' }])),
  // A krona's country domain names it where the page names no language (an ASP.NET shop on .se without a lang attribute).
  ...Object.fromEntries(['kr', 'Kr'].map((w) => [w, { SE: 'SEK', DK: 'DKK', NO: 'NOK', IS: 'ISK' }])),
};
// "kr" and "Rs" are several countries' currencies: the page's language or region tells which, else none is given.
const KRONA_BY_LANGUAGE: Record<string, string> = { sv: 'SEK', da: 'DKK', nb: 'NOK', nn: 'NOK', no: 'NOK', is: 'ISK' };
// A Nordic shop writes whole kronor with a dash in the øre's place and no symbol: Swedish after a colon ("1 495:-"),
// Norwegian and Danish after a comma ("1 799,-"). Only a krona language makes the dash a krona: an Austrian "19,-" is none.
const WHOLE_KRONA = /\d\s*[:,][-–](?![\p{L}\p{N}])/u;
/** The krona of the page's language where `price` is written in whole kronor ("1 495:-" on an sv page is SEK). */
export const wholeKronaCurrency = (price: string, lang?: string): string | undefined => (WHOLE_KRONA.test(price) ? currencyOf('kr', lang) : undefined);
const RUPEE_BY_REGION: Record<string, string> = { PK: 'PKR', LK: 'LKR', NP: 'NPR', IN: 'INR' };
const RUPEE_BY_LANGUAGE: Record<string, string> = { ur: 'PKR', hi: 'INR', si: 'LKR', ne: 'NPR' };

/** ISO currency of a money string ("€39,95" → EUR), if it shows one; `lang` (a BCP 47 tag) settles the symbols several currencies share. */
export function currencyOf(text: string, lang?: string): string | undefined {
  const code = currencyCodeIn(text);
  if (code) return code;
  const found = SYMBOL_TESTS.find(([re]) => re.test(text));
  if (!found) return undefined;
  const [, symbol, iso] = found;
  // "zh-Hant-TW": the region is the first two-letter subtag after the language.
  const [language = '', ...subtags] = (lang ?? '').toLowerCase().split(/[-_]/);
  const region = subtags.find((t) => /^[a-z]{2}$/.test(t)) ?? '';
  const regional = BY_REGION[symbol]?.[region.toUpperCase()];
  if (regional) return regional;
  switch (symbol) {
    case '¥':
    case '￥':
      return language === 'zh' ? 'CNY' : iso;
    case 'kr':
    case 'Kr':
      return KRONA_BY_LANGUAGE[language];
    case 'Rs':
      return region ? RUPEE_BY_REGION[region.toUpperCase()] : RUPEE_BY_LANGUAGE[language];
    // Morocco's shops write French or Arabic; with no region, an English page's "Dhs" is the Emirates'.
    case 'Dhs':
    case 'DH':
      return language === 'fr' || language === 'ar' ? iso : language === 'en' ? 'AED' : undefined;
    default:
      return iso;
  }
}
