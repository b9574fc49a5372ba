/**
 * Cleaning a raw value for its concept: label prefixes, "By …" bylines, availability wording, SKUs.
 */
import { asciiNumerals, squash, withoutDirectionMarks } from '../../page/text';
import { availabilityOf } from './availability';
import { BYLINE_WORDS, bylineWithoutDate, NAME_JOINERS, POSTED_BY } from './boilerplate-lines';
import { CONCEPTS, type Concept } from './concepts';
import { currencyCodeIn, labelsOtherAmount, MONEY, priceIn, SAVING_WORDS } from './currency';
import { gtinOf, skuOf } from './sku';

const SAVING = new RegExp(`%|\\d\\/\\d|(?<![\\p{L}])(?:${SAVING_WORDS}|off)(?![\\p{L}])`, 'iu');

// A template the shop never filled ("$metabrand", "{{ brand }}") or a sentence is no brand.
const UNFILLED = /[${}%<>]/;
// What a form's field holds when its author had nothing to state: "N/A", "null", "-", a marketplace's "Does not apply", a
// specs table's "Non renseignée" or "Not specified".
const PLACEHOLDER =
  /^(?:n\/?a|none|null|undefined|unknown|default|[-–—.\s]*|does not apply|not applicable|nicht zutreffend|non applicabile|no aplica|ne s'applique pas|nie dotyczy|niet van toepassing|não se aplica|not specified|unspecified|non (?:renseignée?|spécifiée?|précisée?)|keine angabe|nicht angegeben|no especificad[oa]|non specificat[oa]|não especificad[oa]|niet opgegeven|nie podano|brak danych)$/i;
// A number (a brand id), the field's own name, a link, a link's words ("See all brands", "See product description") or a
// brand filter's default ("Brand: All") is no brand's name either.
const NO_NAME =
  /^(?:brand|\d+|https?:\/\/.*|(?:see|view|click|read) .*|(?:shop|browse) (?:all|more)\b.*|all|any|alle|tous|toutes|todos|todas|tutti|tutte|wszystkie|все|全部|すべて)$/iu;

const SENTENCE_END = /(?<=(?:^|\s)(\p{L}{3,}))\.$/u;
const COMPANY_ABBREVIATION = /^(?:inc|corp|ltd|llc|bros|intl|mfg|gmbh|ges|cie)$/i;

// The EU's product-safety line names the maker by its company and postal address ("Hersteller: Tchibo GmbH, Überseering 18,
// 22297 Hamburg"): the brand is the company's name, without the address or the company's legal form.
const COMPANY_ADDRESS =
  /^([^,]{2,60}?)(?:\s+(?:gmbh(?: & co\.? kg)?|ag|kg|se|oy|oyj|ab|as|a\/s|aps|bv|b\.v\.|nv|n\.v\.|sa|s\.a\.|sas|sarl|s\.r\.l\.|srl|spa|s\.p\.a\.|sl|s\.l\.|ltd\.?|limited|plc|inc\.?|llc|corp\.?))?,\s*(?=[^,]*\d).*$/iu;

// What a maker's row says after the brand's name, past a comma: where it is ("Hersteller: Turk, Deutschland"). A bracket is
// the name's own ("3S. x Tertio (Nos Unis)").
const MAKER_AFTER = /,\s.*$/u;

function brandOf(s: string, stated: boolean): string | undefined {
  // A brand row runs on into the links beside it: "Nasco | Similar products from Nasco", or ends in the separator before a
  // link read apart ("Sigma-Aldrich ·").
  // A registered or trademark sign marks the name and is no part of it (Nordstrom's "UGG®").
  const company = s.replace(COMPANY_ADDRESS, '$1').replace(/\s*[®™]/gu, '');
  const brand = (stated ? company : company.replace(MAKER_AFTER, ''))
    .split(/\s+[|·•]\s+/)[0]
    .replace(/\s+[|·•]$/, '')
    .replace(/^(by|von|par|de)\s+/i, '')
    .trim()
    // A spec written as a sentence ends its brand with the sentence ("Brand: Ninja."): a company's abbreviation keeps its dot,
    // and so does a name the structured data states ("onn.").
    .replace(SENTENCE_END, (dot, word: string) => (stated || COMPANY_ABBREVIATION.test(word) ? dot : ''));
  return brand && !UNFILLED.test(brand) && !PLACEHOLDER.test(brand) && !NO_NAME.test(brand) && brand.length <= 60 && brand.split(/\s+/).length <= 6
    ? brand
    : undefined;
}

// Capitals and digits in a few spaced parts, a digit in the first: Gigabyte's "B650 A ELITE AX V2".
const SPACED_PART_NUMBER = /^(?=\S*\d)[\p{Lu}\d][\p{Lu}\d./-]*(?: [\p{Lu}\d][\p{Lu}\d./-]*){1,4}$/u;

/** A part number its author wrote in words ("Fake Wounds"), as the field itself states it; undefined for a placeholder or a sentence. */
function wordsPartNumber(s: string): string | undefined {
  return !/\d/.test(s) && s.length <= 40 && s.split(/\s+/).length <= 3 && !UNFILLED.test(s) && !PLACEHOLDER.test(s) ? s : undefined;
}

// "SKU: AL-100", "Item #: 12", "Availability: In stock" — a short label glued to the value.
const LABEL_PREFIX = /^[A-Za-z][A-Za-z .#]{0,24}[:：]\s+/;
// A label in another script is taken off where it is the field's own ("رمز المنتج: TW-BH90M4E(SK)" for the sku, "商品貨號：SL-KN-0921-M"
// with a full-width colon and no space); another
// one ("Οθόνη: 6.1\"" in a box named for the sku) says the value is not the field's.
const OWN_LABEL_PREFIX = /^(\p{L}[\p{L}\p{M} .#]{0,24})(?::\s+|：\s*)/u;
// A full-width colon needs no space after it ("商品番号：13612345　JANコード：4549980724187").
const NEXT_LABEL = /\s+\p{L}[\p{L} .#-]{0,24}(?::\s|：).*$/u;

// A count of times ("412x bekeken", "19x bewaard").
const TIMES = /\d\s*x\s*\p{L}/u;
// Concepts whose values are codes: a label after one starts another pair.
const CODES = new Set(['sku', 'mpn', 'gtin']);
// A product code under the other product code's label ("品番：21177-20-06", the maker's item number, in a box named the
// product number: a brand's own shop gives the one code as both) is a code all the same; a barcode's label is no product code's.
const PRODUCT_CODES = new Set(['sku', 'mpn']);
const PRODUCT_CODE_LABELS = CONCEPTS.filter((c) => PRODUCT_CODES.has(c.id)).map((c) => c.label);
const productCodeLabel = (label: string) => PRODUCT_CODE_LABELS.some((re) => re?.test(label));
// A price tag without a currency runs to a few words ("Preis 1 299,-", "Ab 49,90 inkl. MwSt.").
const PRICE_TAG_WORDS = 8;
// A first amount that its unit of measure follows: a size or a count, not money ("49,90 (1 kg = 9,98)" is a price).
const MEASURE = /^\D*\d[\d.,]*\s*(?:m²|m2|m³|m3|kg|mg|g|ml|cl|l|cm|mm|m|pcs?|pièces?|carreaux|szt|stk|stück)(?![\p{L}\d])/iu;
// A brand's own name runs to a word or two before its colon ("Star Wars: Unlimited"), which are not its label ("Marca:").
const BRAND_WORDS_BEFORE_COLON = 2;
const nameBeforeColon = (s: string, concept?: Concept) => {
  const before = s.split(':')[0].trim();
  return before.split(/\s+/).length <= BRAND_WORDS_BEFORE_COLON && !concept?.label?.test(before);
};
// Concepts whose values are prose or titles, where a colon is part of the value.
const KEEPS_COLON = new Set(['body', 'summary', 'url', 'image', 'name', 'headline', 'first_paragraph']);

const ICON_GLYPHS = /[\uE000-\uF8FF]+/g;
// A zero-width space, word joiner or byte-order mark: no character a reader sees (a docs theme's heading anchor is a link
// round a U+200B, "Using Fetch\u200b"). The zero-width joiners stay: Persian and Indic words and emoji are written with them.
const ZERO_WIDTH = /[\u200b\u2060\ufeff]/g;

const URL_VALUE = /^https?:\/\/\S+$/;
const PHOTO_CREDIT = /^(?:fotos?|photos?|bild(?:er)?|kuva|zdjęcie|zdjęcia|photographies?)\s*:/i;

// A paragraph of one line, its spaces squashed; a code block's lines, each squashed after its indent.
function paragraphLines(paragraph: string): string {
  const lines = paragraph.split('\n').filter((line) => line.trim());
  if (lines.length < 2) return squash(paragraph);
  const indents = lines.map((line) => /^[ \t]*/.exec(line)![0]);
  const common = Math.min(...indents.map((indent) => indent.length));
  return lines.map((line, i) => `${indents[i].slice(common).replace(/\t/g, '    ')}${squash(line)}`).join('\n');
}

// A byline's label alone ("By", "Par", "By:", a review's "Review by", franceinfo's "Article rédigé par", Capital's "Ein Beitrag
// von", a bio box's link to the writer's posts: Twenty Sixteen's "View all posts by") names nobody; a name runs a few words,
// where a bio or a teaser runs on. Before a value known to be an author's, words that also open other lines label it too:
// Italian "di", Swedish "av", Danish "af", Polish "przez" ("Di Maio" on a line of its own is a name). Arabic's "كتب" or "كتبت"
// ("wrote") and "بقلم" ("by the pen of"), Persian's "نویسنده" ("writer"), Hebrew's "מאת" ("by") and Thai's "ผู้เขียน"
// ("writer") and "เขียนโดย" ("written by") come with a colon, a dash or a comma after them or none; Greek's "Του"/"Της" ("of":
// Greek bylines name the writer in the genitive) with a space; Japanese credits the text ("文：") and its reporting ("取材・文：")
// with a colon or a slash (natalie's "取材・文 / 柴那典　撮影 / 映美", the photographer's credit after it), a review's critic with a middle
// dot (eiga.com's "評論・村山章"), as Chinese does ("撰文：", "報導：") and others in their words ("Текст:", "Teksti:", "Text:"); "written
// by" in more languages: "Escrito por", "Scritto da", "Geschrieben von".
const BYLINE_LABEL = new RegExp(
  `^(?:(?:(?:written|story|words|reported|co-?authored|review|(?:view |see )?(?:all |more )(?:posts|articles|stories)) by|(?:article )?(?:rédigé|écrit) par|escrit[oa] por|scritto da|geschrieben von|geschreven door|(?:ein )?beitrag von|${[...BYLINE_WORDS, 'av', 'af', 'przez'].join('|')}):?(?:\\s+|$)|(?:كتبت?|بقلم|نویسنده|מאת|ผู้เขียน|เขียนโดย)\\s*[:\\-–—،,]?\\s*|(?:του|της)\\s+|(?:取材[・/])?文(?:[・/](?:写真|撮影))?\\s*[:：／/]\\s*|評論・\\s*|(?:撰文|報導|报导|記者|记者|作者)\\s*[:：]\\s*|(?:text|texte|texto|testo|tekst|teksti|текст)\\s*:\\s*)`,
  'i',
);
// After a name, its writer's address ("김민수 기자(kms@yna.co.kr)") and a Korean or Japanese reporter's title ("기자", "記者").
const AFTER_NAME = /(?:\s*(?:기자|特派員|記者))?(?:\s*[(<]?[^\s()<>]+@[\w-]+(?:\.[\w-]+)+[)>]?)?\s*$/u;
const NAME_WORDS = 10;
// A writer's role after the name on the byline's next line ("Rachel Dunmore and Peter Hale / Examiner Staff Writers"), the
// Associated Press's title for its writers ("EDDIE PELLS AP National Writer", "AP Sports Writer"), or alone
// in an element of its own beside the name's ("reporter", NRK's "<span class="author__role">Journalist</span>").
const ROLE = '(?:[Ww]riters?|[Rr]eporter(?:s|in)?|[Cc]orrespondents?|[Jj]ournalist(?:s|in|e|i)?|[Kk]orrespondent(?:in)?|[Rr]edakteur(?:in)?|[Tt]oimittaja)';
const ROLE_AFTER = new RegExp(`(?:^|\\s+)(?:(?:\\p{Lu}[\\p{L}-]*\\s+)?[Ss]taff\\s+|(?:AP|Associated Press)\\s+(?:\\p{Lu}[\\p{L}-]*\\s+){0,2})?${ROLE}$`, 'u');
// Without the outlet's name before "Staff": "Daniel Okafor Staff Reporter" names Daniel Okafor, whose surname is no outlet.
const ROLE_ALONE = new RegExp(`(?:^|\\s+)(?:[Ss]taff\\s+)?${ROLE}$`, 'u');
const withoutRole = (name: string) => {
  const short = name.replace(ROLE_AFTER, '');
  return short.split(/\s+/).length < 2 ? name.replace(ROLE_ALONE, '') : short;
};
// A list of names, each of a few capitalised words, the last after "and": "Ann Lee, Bo Chan and Cy Diaz" (a name after a
// comma is otherwise the outlet's or the role's: "Jane Roe, Reuters", "Jane Roe, Staff Writer").
const NAME = "\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){1,3}";
const NAME_LIST = new RegExp(`^${NAME}(?:\\s*,\\s*${NAME})+,?\\s+(?:${NAME_JOINERS})\\s+${NAME}$`, 'u');
// Or each name with its role after a comma, the last after "and": "Ingrid Solberg, Staff Engineer, and Marcus Fenn, Senior
// Engineer" (Spotify's engineering blog), "Ann Lee, Reuters and Bo Chan, AP". A role runs a few words, with no digit.
const ROLE_WORDS = 5;
const LAST_JOINED = new RegExp(`^(?:${NAME_JOINERS})\\s+`, 'u');
function namesBesideRoles(line: string): string | undefined {
  const parts = line.split(new RegExp(`\\s*,\\s*|\\s+(?=(?:${NAME_JOINERS})\\s)`, 'u'));
  if (parts.length < 4 || parts.length % 2) return undefined;
  const names = parts.filter((_, i) => i % 2 === 0);
  const roles = parts.filter((_, i) => i % 2 === 1);
  const last = names.length - 1;
  if (!LAST_JOINED.test(names[last]) || names.slice(0, last).some((n) => LAST_JOINED.test(n))) return undefined;
  names[last] = names[last].replace(LAST_JOINED, '');
  const role = (r: string) => !!r && !/\d/.test(r) && r.split(/\s+/).length <= ROLE_WORDS;
  return names.every((n) => ONE_NAME.test(n)) && roles.every(role) ? `${names.slice(0, last).join(', ')} and ${names[last]}` : undefined;
}
// When a post's footer says it was posted: "posted by Margaret Ellison at 3:14 PM", "… op wo, 14/10/2009", or its word alone
// where the date after it is gone ("Jean Dupont le"); a name's "le" or "da" runs on in capitals: "Jean le Rond".
const POSTED_AT = /\s+(?:at|on|op|le|am|em|um|à)(?:\s+(?=[\d\p{Ll}])|\s*$)/u;

// A lead-in to the name in an element of its own names nobody: Zeit's "<span class="byline__text">Eine Kolumne von </span>"
// before the name's, "A column by", "Une chronique de".
const LEAD_IN = new RegExp(`\\s(?:${[...BYLINE_WORDS, 'de', 'av', 'af'].join('|')})\\s*:?$`, 'i');
// A Japanese byline names the writer's desk before the name, after a middle dot: Okinawa Times's "【北部報道部・比嘉太一】".
const DESK_BEFORE = /^[^\s・]{1,10}部・(?=\S)/u;
// A Chinese byline names the writer's role before the name, after a bar: Jiemian's "界面新闻记者 | 周俊杰"; its editor's
// ("界面新闻编辑 | 宋佳楠") names no writer.
const ROLE_BEFORE = /^\p{Script=Han}{0,8}(?:记者|記者)\s*[|｜]\s*(?=\S)/u;
const EDITOR_BEFORE = /^\p{Script=Han}{0,8}(?:编辑|編輯)\s*[|｜]/u;
const PLACE_BEFORE = /^\s*[\p{Script=Hangul}\p{Script=Han}\p{Script=Katakana}ー]{1,12}\s*[=＝]\s*/u;
// A byline that names the desk, not a person: "Our Correspondent", "Staff Reporter", "Herald Reporter", "Business Reporter",
// Tamil's "நமது நிருபர்" ("our reporter"); or a contributor's credit beside the name (The Globe and Mail's "<span
// class="c-byline__contrib">Special to The Globe and Mail</span>"); or a site's account its software made ("Admin", WordPress's
// first user).
const DESK_BYLINE = /^(?:[\p{L}-]+ (?:correspondents?|reporters?)|நமது நிருபர்|special to (?:the )?\p{Lu}.*|admin(?:istrator)?|webmaster)$/iu;

// After a name, its agency in brackets or after "with" (PAP's "Marcin Chomiuk (PAP)", Capital's "Julien Marchal avec AFP"), its
// handle (a microblog's h-card "Nina Holm @ninaholm"), or its role after a dash (Agência Brasil's "Pedro Peduzzi - Repórter da
// Agência Brasil").
const AGENCY_AFTER = /\s*(?:\(\p{Lu}[\p{L}.]{1,15}(?:\s\p{Lu}[\p{L}.]{1,15})?\)|\s(?:with|avec|mit|con|com)\s(?:AFP|AP|dpa|Reuters|ANSA|EFE|Belga)\b)$/u;
// The agency's credit in a box of its own after the name (Drive's "<span class="author_with">with AAP</span>") names no writer.
const AGENCY_ALONE = /^(?:with|avec|mit|con|com)\s+\p{Lu}/u;
// Nor does a handle alone, a name's box-mate ("<span class="author">@cgartenberg</span>").
const HANDLE_ALONE = /^@[\w.]+$/u;
const HANDLE_AFTER = /\s+@[\w.]+$/u;
const DASH = /\s+[-–—]\s+/;
const ONE_NAME = new RegExp(`^${NAME}$`, 'u');
/** Whether a text is a person's name as a byline writes it: two to four capitalised words ("Nicolas Perriault"). */
export const isPersonName = (s: string) => ONE_NAME.test(s);
// Or the place it was written in, after "in" (UNHCR's "Aristophane Ngargoune in Adré, Chad").
const PLACE_AFTER = /\s+in\s+\p{Lu}[\p{L}\p{M}'’. -]*(?:,[^,]*)?$/u;
const withoutAfterName = (line: string) => {
  const bare = line.replace(HANDLE_AFTER, '').replace(AGENCY_AFTER, '');
  const [head, ...rest] = bare.split(DASH);
  if (rest.length && ONE_NAME.test(head)) return head;
  const unplaced = bare.replace(PLACE_AFTER, '');
  return unplaced !== bare && ONE_NAME.test(unplaced) ? unplaced : bare;
};

/**
 * The author's name in a byline: without its label, its date, its editor, reviewer or photographer, a second name after a
 * comma, or the outlet after a slash ("Beatriz González / Bolsamanía"); undefined where none.
 */
export function authorName(byline: string): string | undefined {
  // A post's footer labels its writer as the blog engine says it ("Posted by: …", "Geplaatst door …"): boilerplate-lines.ts.
  // A Japanese byline in brackets with its outlet after a full-width comma: ITmedia's "［谷井将人，ITmedia］".
  // A Korean or Japanese byline names the place it was written before the name, with an equals sign: "부산=박지현 기자".
  // An agency's signature under its copyright sign names it as a byline does (EFE's "<p class="efe-firma">(c) Agencia EFE</p>").
  const unbracketed = byline
    .replace(/^\s*[［【]\s*(.*?)\s*[］】]\s*$/u, '$1')
    .replace(PLACE_BEFORE, '')
    .replace(DESK_BEFORE, '')
    .replace(ROLE_BEFORE, '')
    .replace(/^\s*(?:\(c\)|©)\s*/i, '');
  const line = withoutAfterName(
    bylineWithoutDate(unbracketed.replace(POSTED_BY, '').replace(BYLINE_LABEL, '').replace(AFTER_NAME, '')).split(POSTED_AT)[0].trim(),
  );
  const named = NAME_LIST.test(line)
    ? line
    : (namesBesideRoles(line) ??
      withoutRole(
        line.split(
          /\s*(?:,|，|\||·|•|»|\s\/\s|\s(?:写真|撮影)\s*[:：／/]|\b(?:edited|photographs|photos|illustrations?|(?:medically |clinically |expert[- ])?reviewed|fact[- ]?checked) by\b)\s*/i,
        )[0],
      ));
  // A byline set as a sentence ends with its full stop ("Posted by Alon Zakai."), which an initial's ("John Q.") is not.
  const name = named?.replace(/(?<=\p{Ll}{2})\.$/u, '');
  // A separator alone ("-", tagDiv's line beside the byline) names nobody: a name has letters, and no count ("人氣(23925)", a
  // post's views in a box named "author-views"), nor a full stop of the scripts that set no spaces (a bio's "新野淳一。IT系の…");
  // nor does a desk's placeholder ("Our Correspondent", "நமது நிருபர்").
  if (DESK_BYLINE.test(line) || AGENCY_ALONE.test(line) || HANDLE_ALONE.test(line) || LEAD_IN.test(line) || EDITOR_BEFORE.test(byline)) return undefined;
  const nameLike = name && /\p{L}/u.test(name) && !/\(\s*\d[\d.,\s]*\)/.test(name) && !/[。｡]/u.test(name);
  return nameLike && name.split(/\s+/).length <= NAME_WORDS ? name : undefined;
}

/** Cleans one scalar for a concept; undefined for nothing useful. `stated`: the page's structured data or its URL gives it as this very field. */
export function cleanValue(v: unknown, concept?: Concept, stated = false): unknown {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') return v;
  const id = concept?.id;
  // An icon font draws its glyphs from the Private Use Area (a favourite star's U+E004 inside a title): no text a reader sees as words.
  const text = withoutDirectionMarks(v.replace(ICON_GLYPHS, ' ').replace(ZERO_WIDTH, ''));
  // Body text keeps its paragraph breaks, and a code block its lines and their indents.
  let s =
    id === 'body'
      ? text
          .split(/\n{2,}/)
          .map(paragraphLines)
          .filter(Boolean)
          .join('\n\n')
      : squash(text);
  if (!s) return undefined;
  // The label glued to a price says which one it is ("Regular price: $80.00 Now: $60.00"): read with it.
  const labelled = s;
  // Names keep their colons: "Dune: Part Two" is a title, not a label and its value; so does a brand the structured data
  // states after a word or two that label nothing ("Magic: The Gathering"; a link's "Ver mais artigos da Marca: Panasonic"
  // marked as the brand is its label and the brand).
  // A line of two pairs ("Artikelnummer: 2E10-12X Herstellernummer: MYX03ZD/A") holds the first label's value up to the next label.
  const keepsColon = KEEPS_COLON.has(id ?? '') || (stated && id === 'brand' && nameBeforeColon(s, concept));
  if (!keepsColon && s.length < 120) {
    if (LABEL_PREFIX.test(s)) s = s.replace(LABEL_PREFIX, '').replace(NEXT_LABEL, '');
    else {
      const own = OWN_LABEL_PREFIX.exec(s);
      if (own && (concept?.label?.test(own[1]) || (PRODUCT_CODES.has(id ?? '') && productCodeLabel(own[1]))))
        s = s.slice(own[0].length).replace(NEXT_LABEL, '');
      // Under another field's label ("JANコード：4942064773208" in a box named the product number) a code is none of this field's.
      else if (own && CODES.has(id ?? '')) return undefined;
      // A code read under its label runs up to the next one ("SKU: 664512 &nbsp; Model: MUWC3X/A").
      else if (CODES.has(id ?? '')) s = s.replace(NEXT_LABEL, '');
    }
  }
  // A value set after its label's colon in a cell of its own (Yahoo! Auctions' "<dd>：x1234567890</dd>") is the value after it.
  if (!keepsColon) s = s.replace(/^[:：]\s*/, '');
  // A code and its label set in brackets ("(Cód. 55012345)") are read within them.
  if (CODES.has(id ?? '')) s = s.replace(/^\((.+)\)$/, '$1');
  // A code set in brackets ("Код производителя: [DH1VLMD00RU]") is the code within. A note in full-width brackets after a
  // code is a word of its own, as one in ASCII brackets after a space is ("910-006561（グラファイト）" is the graphite's code); a
  // list of such codes, one a variant ("…／910-006562（ペイル グレー）"), then reads as no single code.
  if (CODES.has(id ?? '')) s = s.replace(/^\[([^\][]+)\]$/, '$1').replace(/(?<=[\p{L}\p{N}])（/gu, ' （');
  switch (id) {
    case 'author':
      // An author given as a profile URL (article:author) is not a name, nor is a picture's credit in a box named a byline
      // ("Foto: Lars Bergström" under a photo).
      if (URL_VALUE.test(s) || PHOTO_CREDIT.test(labelled)) return undefined;
      return authorName(s);
    case 'headline':
      // A link's address is what microdata reads from an itemprop on a link ("<a itemprop="name" href=…>Title</a>"): no title.
      // A documentation generator's "¶" after a heading links to it (Sphinx's "headerlink"): no word of it.
      return URL_VALUE.test(s) ? undefined : s.replace(/\s*¶$/, '');
    case 'name':
      // "SKU:" in a cell named "productView-info-name" is a label, not the product's name.
      return /[:：]$/.test(s) || URL_VALUE.test(s) ? undefined : s;
    case 'brand':
      return brandOf(s, stated);
    case 'mpn': {
      // A part number names one item among a maker's thousands: "X1" or "A4" under "Model" is the model's name.
      const mpn = skuOf(s, true);
      if (mpn) return mpn.length >= 4 ? mpn : undefined;
      // A maker may write it in spaced capitals ("B650 A ELITE AX V2"): where the page's own data gives it as the part number.
      if (stated && SPACED_PART_NUMBER.test(s)) return s;
      // Words are a part number only where the page's own data gives them as one; found in its text, they are any words.
      return stated ? wordsPartNumber(s) : undefined;
    }
    case 'gtin':
      return gtinOf(s);
    case 'currency': {
      // A currency is its ISO 4217 code: a symbol alone ("£", "$") is read with the page's language from the price
      // (page-values.ts), where "$" may be Canada's or Australia's. Codes come in lower case too ("eur"), and Russian
      // shops still write the rouble's pre-1998 code, RUR, as their feeds' format asks.
      const code = s.toUpperCase();
      if (code === 'RUR') return 'RUB';
      return /^[A-Z]{3}$/.test(code) ? code : currencyCodeIn(code);
    }
    case 'availability':
      return availabilityOf(s);
    case 'sku':
      // "N/A" has the shape of a code in parts. A code in another script's digits (Jarir's "رقم الصنف: ٦١٢٣٤٥") is the code
      // ASCII writes, as systems that look it up take it.
      return PLACEHOLDER.test(s) ? undefined : skuOf(asciiNumerals(s), stated);
    case 'price': {
      // An amount in another script's digits ("١٬٢٩٩ ر.س") is read as ASCII writes it.
      const amount = asciiNumerals(s);
      // "(6)" beside a price label is a count of offers or filters, not an amount.
      if (!/\d/.test(amount) || /^\(\d+\)$/.test(amount)) return undefined;
      // Where the text holds money, its first amount to pay is the price, and its other numbers are not ("Buy 1 box:
      // 839 元"); a sum in prose ("$2.3 million"), a saving ("You save £5") or a was-price is none.
      const withLabel = asciiNumerals(labelled);
      if (MONEY.test(withLabel)) return priceIn(withLabel);
      // Without money, a notice is no price tag (an obsolete part's "No Longer Manufactured … Replacement part: MAX232EIN"
      // in its price box), nor a measure (a tile pack's "Vendu par boîte de 1,44 m²" in its price box), nor a count of times
      // (a listing's "Bieden 412x bekeken" beside its price), nor a saving ("Save 1/3", "-5%"), nor an amount its label says is
      // not to pay ("Klubbpris 1 149,-").
      if (amount.split(/\s+/).length > PRICE_TAG_WORDS || MEASURE.test(amount) || TIMES.test(amount)) return undefined;
      return SAVING.test(amount) || labelsOtherAmount(amount.slice(0, amount.search(/\d/))) ? undefined : amount;
    }
    case 'review_count':
      // "4.4 out of 5 (87 reviews)": the count is the number before "reviews".
      return /(\d[\d,.]*)\s+(?:customer\s+)?(?:reviews|ratings)\b/i.exec(s)?.[1] ?? s;
    case 'rating':
      return /(\d(?:[.,]\d+)?)\s*(?:out of|\/)\s*(?:5|10)\b/i.exec(s)?.[1] ?? s;
    default:
      return s;
  }
}
