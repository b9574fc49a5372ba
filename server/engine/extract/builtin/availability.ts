/**
 * Availability in schema.org's vocabulary (InStock, OutOfStock, PreOrder…) from what pages say:
 * schema.org enum names and stock phrases in the major shop languages. Page text that says none of
 * them ("Check", "Check nearby stores") is not an availability, so the search goes on to other sources.
 */
import { DELIVERY_WORDS } from './delivery-words';

const SCHEMA_ORG = [
  'InStock',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'BackOrder',
  'SoldOut',
  'Discontinued',
  'LimitedAvailability',
  'OnlineOnly',
  'InStoreOnly',
  'MadeToOrder',
  'Reserved',
];
// Shop feeds and product meta write the names in lower case, prefixed ("schema:InStock") or with a separator
// ("in_stock", "out-of-stock"); "oos" is Facebook's old catalogue value for out of stock.
const ENUM_NAMES = new Map([...SCHEMA_ORG.map((n) => [n.toLowerCase(), n] as const), ['oos', 'OutOfStock']]);
const enumName = (s: string) =>
  ENUM_NAMES.get(
    s
      .replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, '')
      .replace(/[\s_-]/g, '')
      .toLowerCase(),
  );

// A phrase matches as whole words; \b knows only ASCII letters, so the edges are Unicode-aware. Chinese, Japanese
// Korean and Thai write no spaces between words ("일시품절", "只今在庫切れです", "สินค้าหมดชั่วคราว"): their phrases match anywhere.
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const phrases = (list: string[]) => {
  const spaced = list.filter((p) => !UNSPACED.test(p));
  const unspaced = list.filter((p) => UNSPACED.test(p));
  const alternatives = [`(?<![\\p{L}\\p{N}])(?:${spaced.join('|')})(?![\\p{L}])`, ...(unspaced.length ? [`(?:${unspaced.join('|')})`] : [])];
  return new RegExp(alternatives.join('|'), 'iu');
};

// Negative phrases first: "nicht verfügbar", "niet op voorraad" and "non disponibile" contain positive ones.
const OUT = phrases([
  // And a listing that says it has been sold: Subito's "Questo oggetto è stato venduto".
  'out of stock|(?:this|questo|dieses?|cet) (?:item|listing|oggetto|articolo|annuncio|artikel|article|objet) (?:has been|was|è stato|wurde|a été) (?:sold|venduto|verkauft|vendu)',
  'not in stock',
  'no longer in stock',
  'sold out',
  'currently unavailable',
  'unavailable',
  'not available',
  'no longer available',
  'discontinued',
  'nicht mehr erhältlich',
  'descatalogado',
  'fuori produzione',
  'снят с производства',
  '生産終了',
  'temporarily out',
  'this listing (?:has )?(?:ended|closed)',
  // A sold or ended listing's notice on eBay's sites: "This listing sold on …", "Este anuncio se vendió el …".
  'this listing (?:sold|was ended)',
  'dieses angebot wurde (?:vom verkäufer )?beendet',
  'cette annonce (?:a été vendue|est terminée)',
  "l'inserzione è (?:terminata|stata venduta)",
  'este anuncio (?:se vendió|ha finalizado|finalizó)',
  'oferta (?:została )?zakończona',
  // An auction's or a classified's end, and stock that is only coming: "Bidding has ended", "Available soon".
  'bidding (?:has )?ended',
  'auction (?:has )?(?:closed|ended)',
  'lot closed',
  'this (?:item|unit|car|vehicle|bike|boat) (?:has been|is|was) sold',
  'angebot beendet',
  '(?:diese )?auktion (?:ist |wurde )?beendet',
  'cet article (?:a été|est) vendu',
  'este artículo (?:se ha vendido|fue vendido|está vendido)',
  "quest'articolo è stato venduto",
  'dit artikel is verkocht',
  'annonce expirée',
  'available soon',
  'back (?:in stock )?soon',
  'bientôt disponible',
  '(?:bald|demnächst) (?:wieder )?(?:verfügbar|lieferbar)',
  'disponibile a breve',
  'binnenkort (?:weer )?(?:beschikbaar|leverbaar)',
  'wkrótce dostępn\\p{L}*',
  'скоро в продаже',
  'nicht (?:mehr )?(?:verfügbar|lieferbar|vorrätig|auf lager|an lager)',
  'ausverkauft',
  'vergriffen',
  // "Cette pièce est épuisée", the word agreeing with a feminine or plural product; "Victime de son succès", a sold-out
  // product's apology. A question asks, whatever the stock: Veja's "Votre taille est épuisée ? Être alerté(e) du retour".
  'épuisée?s?(?!\\s*\\?)',
  'epuisee?s?(?!\\s*\\?)',
  'victime de son succès',
  'rupture de stock',
  'indisponible',
  'non disponible',
  'plus disponible',
  // A discontinued item's notice: "Ce produit n'est plus commercialisé", "Ya no se comercializa".
  'plus commercialisée?s?',
  'ya no (?:se )?comercializa',
  'não é mais comercializad[oa]',
  'nicht mehr im sortiment',
  'pas disponible',
  'agotado',
  'sin stock',
  'sin existencias',
  'fuera de stock',
  'no disponible',
  'no está disponible',
  'no hay (?:stock|existencias)',
  'esgotado',
  'n[ãa]o (?:est[áa] )?dispon[íi]vel',
  'fora de estoque',
  'indisponível',
  'sem estoque',
  'esaurito',
  'non disponibil[ei]',
  'non più disponibile',
  'non è disponibile',
  'uitverkocht',
  'niet (?:meer |langer )?(?:op voorraad|leverbaar|beschikbaar|verkrijgbaar)',
  'brak w magazynie',
  'brak towaru',
  'není skladem',
  'vyprodáno',
  'nie je skladom',
  'vypredané',
  'nedostupn[éýáo]',
  'niedostępny',
  'wyprzedan[yae]',
  'slutsåld',
  'ej i lager',
  'inte i lager',
  '(?:inte|ej) tillgänglig',
  'tillfälligt slut',
  'slut i lager',
  'loppuunmyyty',
  'tilapäisesti loppu',
  'ei varastossa',
  'ei saatavilla',
  'loppunut',
  'loppu varastosta',
  'laost otsas',
  'ei ole laos',
  'läbi müüdud',
  'išparduota',
  'nėra sandėlyje',
  'udsolgt',
  'utsolgt',
  'ikke på lager',
  'ikke (?:tilgængelig|tilgjengelig)',
  'nincs (?:raktáron|készleten)',
  'elfogyott',
  'nem elérhető',
  'stokta yok',
  'mevcut değil',
  'stokta bulunmuyor',
  'tükendi',
  'нет в наличии',
  'не в наличии',
  'распродан[оаы]?',
  'товар закончился',
  'нет в продаже',
  'недоступ(?:ен|на|но)',
  'нет на складе',
  'немає в наявності',
  'закінчився',
  'εξαντλήθηκε',
  'μη διαθέσιμο',
  'εκτός αποθέματος',
  'uppselt',
  'εξαντλημέν[οαηε]ς?',
  'stoc epuizat',
  'nu (?:este|e) [iî]n stoc',
  'indisponibil',
  'изчерпан[аои]?',
  'няма (?:в )?наличност',
  'не е наличен',
  'izpārdots',
  'nav noliktavā',
  'nav pieejams',
  'ni na zalogi',
  'ni dobavljiv[oa]?',
  'nedobavljiv[oa]?',
  'razprodano',
  'rasprodano',
  'nema na (?:zalihi|stanju)',
  'hết hàng',
  'stok habis',
  'habis terjual',
  'stok kosong',
  'tidak tersedia',
  'غير متوفرة?',
  'غير متاحة?',
  'نف[ذد]ت الكمية',
  'نف[ذد] من المخزون',
  'אזל(?: מהמלאי| במלאי)?',
  'לא במלאי',
  'חסר במלאי',
  'สินค้าหมด',
  'หมดสต็อก',
  'ไม่มีสินค้า',
  '在庫切れ',
  // Said as a sentence too: "在庫がありません" ("there is no stock").
  '在庫なし|在庫(?:が|は)ありません',
  '売り切れ',
  '品切れ',
  // Yodobashi's "予定数の販売を終了しました" ("the planned quantity has sold out"), "販売終了" ("sales ended").
  '販売を終了しました',
  '販売終了',
  '缺货',
  '无货',
  '售罄',
  '缺貨',
  '售完',
  '補貨中',
  '无库存',
  // "품절임박" is "nearly sold out": it still sells.
  '품절(?!임박)',
  '재고 없음',
  'არ არის მარაგში',
  'ამოწურულია',
]);
const PRE = phrases([
  // Games Workshop's "Advance Order" is a pre-order in British shops' words, K&L's "Pre-Arrival" a wine merchant's.
  '(?:pre-?|advance )order|pre-?arrival',
  // A release date still to come: Amazon's "This item will be released on October 16, 2025.", "Erscheint am 16. Oktober", a
  // novelty's "noch nicht lieferbar" (not yet available: its "nicht lieferbar" is then no stock's).
  'will be released on',
  'erscheint am|noch nicht (?:lieferbar|erhältlich|erschienen)',
  'pre-?sale',
  'vorbestell\\w*',
  // Pre-order and pre-sale in more shop languages: Serbian "Претпродаја", Russian "Предзаказ", Czech "Předprodej", Portuguese "Pré-venda".
  'претпродај\\p{L}*',
  'pretprodaj\\p{L}*',
  'предзаказ\\p{L}*',
  'předprodej',
  'przedsprzedaż\\p{L}*',
  'förbeställ\\p{L}*',
  'forhåndsbestill\\p{L}*',
  'forudbestil\\p{L}*',
  'ön sipariş',
  'előrendel\\p{L}*',
  'προπαραγγελία',
  'pr[ée]command(?:e[rz]?|ez)',
  // Nintendo eShop's "Pre-purchase" and its price label "Pre-purchase price".
  'pre-?purchase',
  'preventa|pr[ée]-?venda',
  'reserva ya|reserve já|pr[ée]-?lançamento',
  'pre-?ordine',
  // Italian "Prenota ora", "Prenotalo", "in prenotazione"; "Prenota una dimostrazione" (a demo) or "Prenota il ritiro" (a
  // pickup) books something else.
  "prenota(?:l[oa]|zione)?(?!\\s+(?:una?|il|la|le|lo|i|gli)\\s|\\s+l['’])",
  'preordina',
  'voorbestellen',
  '予約',
  '预订',
  '预售',
]);
// Swedish "Restnoterad", the Danish and Norwegian "i restordre" and Brack's "Bestellt beim Lieferanten": ordered from the
// supplier, ships when it comes in.
// Polish "Na zamówienie" is left out: shops' templates list it among the states a stock line may take (Leroy Merlin's
// "Ostatnie w cenie / Na zamówienie / Dostępne"), shown or not.
const BACK = phrases([
  // WooCommerce's "Available on backorder" opens with the word that says in stock.
  'available on back[- ]?order',
  'back[- ]?order(?:ed)?',
  'nachbestellt|bestellt beim (?:lieferanten|hersteller)',
  'en réapprovisionnement',
  'под заказ',
  'під замовлення',
  'restnoterad',
  'restnoterat',
  'i restordre',
  'restordre',
  'bestillingsvare',
  'beställningsvara',
]);
// Sold in the shop's stores and not online: "Available in store only", "In-store only", "Nur im Markt erhältlich", a
// hunting shop's "In-Store Purchase Only" for what it may not ship, a toy shop's "Click & Collect only", IKEA's "Endast
// tillgänglig i varuhuset", Plantagen's "Kan ikke kjøpes på nett", "Kun i varehus", Latvian "tikai veikalā".
const STORE_ONLY = phrases([
  'in[- ]?stores? only|click (?:&|and|\\+) collect only|endast (?:tillgänglig )?i (?:varuhuset|butiken?)|säljs endast i (?:våra )?(?:varuhus|butiker)|kun i (?:varehus(?:et)?|butikk(?:en)?)|kan ikke kjøpes på nett(?:et)?|(?:var iegādāties )?tikai veikalā',
  'available (?:in[- ]?stores?|in shops?) only',
  'only available (?:for purchase )?in[- ]?stores?|in[- ]?store purchase only',
  'can only be (?:purchased|bought) in[- ]?stores?',
  'nur (?:im markt|in der filiale|im geschäft) (?:erhältlich|verfügbar)',
  'uniquement en magasin|(?:retrait )?en magasin uniquement',
  'disponible (?:uniquement|seulement) en (?:retrait )?magasin',
  '(?:offert|vendu|disponible) en magasin seulement',
  's[oó]lo (?:en|disponible en) tiendas?',
  'disponible (?:s[oó]lo|solamente|[uú]nicamente|exclusivamente) en tiendas?',
  '(?:disponibile )?solo in negozio|alleen (?:verkrijgbaar|te koop|beschikbaar) in (?:de |onze )?(?:winkels?|filiale?s?)',
  'dispon[ií]vel (?:apenas|somente|s[oó]) (?:na|em) lojas?',
  '(?:apenas|somente|s[oó]) (?:na|em) lojas? f[ií]sicas?',
]);
const IN = phrases([
  'in stock',
  // "Available offers" heads a list of discounts, "Price available on request" hides a price, and a luxury house's
  // "available exclusively through our Client Advisors" or "by appointment" says how to ask for it: no stock statement.
  'available(?! offers?(?![\\p{L}])| on request|(?: exclusively| only)? (?:through|via|with) (?:our |a |an )?(?:client advisors?|sales (?:associates?|advisors?)|concierge|boutiques?)|(?: exclusively| only)? by appointment)',
  'ready to ship',
  'ships (?:in|within|today|tomorrow)',
  '(?:usually )?(?:ships|dispatched|dispatches) (?:in|within)',
  'only \\d+ left',
  'low stock',
  'limited stock',
  'few left',
  'almost gone',
  'selling fast',
  'wenige auf lager',
  'stock limité',
  'pocas unidades',
  'ultimi pezzi',
  'more than \\d+ available',
  '\\d+ available',
  'auf lager',
  // Swiss German: "Mehr als 10 Stück an Lager".
  'an lager',
  'lieferbar',
  'sofort versandfertig',
  'versandfertig',
  'verfügbar',
  'vorrätig',
  'en stock',
  'disponible',
  'expédié sous',
  'habituellement expédié',
  'livraison sous',
  'en existencia',
  'disponibles?',
  'em estoque',
  'disponível',
  'disponibil[ei]',
  'disponibilità immediata',
  'in magazzino',
  'spedizione in',
  'op voorraad',
  'leverbaar',
  'beschikbaar',
  'na stanie',
  'dostępny',
  'i lager',
  'på lager',
  'raktáron',
  'készleten',
  'stokta',
  'в наличии',
  'в наявності',
  'skladem',
  'na skladě',
  'na sklade',
  'skladom',
  '[iî]n stoc',
  'varastossa',
  'on laos',
  'yra sandėlyje',
  'σε απόθεμα',
  'άμεσα διαθέσιμο',
  'в наличност',
  'ir noliktavā',
  'na zalogi',
  'dobavljiv[oa]?',
  'na (?:zalihi|stanju|skladi[šs]tu)',
  'còn hàng',
  'stok tersedia',
  // Indonesian "Sisa 87" (87 left), as marketplaces count the stock they have.
  'sisa \\d+',
  'tersedia',
  'á lager',
  'متوفر(?:ة| في المخزون)?',
  'במלאי',
  'มีสินค้า',
  // Said as a sentence too: Kinokuniya's "ウェブストアに在庫があります" ("the web store has it in stock").
  '在庫あり|在庫(?:が|は)?(?:あります|ございます)',
  '품절임박',
  // "残りあと3点" (three more left), "残りわずか", "在庫残少"/"在庫僅少" (few left): in stock, as "Only 3 left" is.
  '残り(?:あと)?\\d+点|残りわずか|在庫(?:残少|僅少|わずか)',
  '以内に発送',
  '在庫有り',
  '在庫品(?!切)',
  '当日出荷',
  '有货',
  '现货',
  // Taiwan's "庫存：現貨" (stock: on hand) and "可購買" (can be bought).
  '有現貨|庫存[:：]\\s*現貨|可購買',
  '재고 있음',
  'მარაგშია',
]);

// An offer to say when something is back says nothing of this product: a size picker offers it for the one size that is out,
// and a sold-out page beside its other signs. Its "available" is no stock statement, nor is a price's, a coupon's or a way to pay's.
const NOTIFY = new RegExp(
  phrases([
    // A verb that offers to tell, a few words, "when" and a few more, then the stock word: "Notify me when this product is
    // available", "Email me when back in stock", "M'avertir quand disponible", "Mail mij zodra het weer leverbaar is",
    // "Powiadom mnie, gdy produkt będzie dostępny", "Meddela mig när varan finns i lager", "Upozornit, až bude skladem",
    // "Сообщить, когда появится в наличии", "Értesítést kérek, ha raktáron lesz".
    `(?:notify|email|e-mail|alert|tell|let|text) me(?: [\\p{L}']+){0,4} (?:when|once|if|as soon as)(?: [\\p{L}']+){0,4} (?:available|back in stock|in stock|back|restocked)`,
    "(?:m'alerter|m'avertir|me prévenir|prévenez-moi|avertissez-moi|alertez-moi|être (?:alerté|averti|prévenu)e?)(?: [\\p{L}'-]+){0,6} (?:disponible|retour en stock|en stock|de retour)",
    '(?:benachrichtig\\p{L}*|informier\\p{L}*)(?: \\p{L}+){0,4},? (?:wenn|sobald) (?:\\p{L}+ ){0,4}(?:verfügbar|lieferbar|auf lager)',
    '(?:avísame|avisarme|avisadme|avíseme|notifícame|avise-me|avisem-me|avvisami)(?: \\p{L}+){0,6} (?:disponible|disponível|disponibile|chegar|llegue|torna)',
    '(?:mail|stuur|houd|laat|bericht)(?: \\p{L}+){0,5},? (?:als|wanneer|zodra)(?: \\p{L}+){0,4} (?:beschikbaar|leverbaar|op voorraad)',
    'powiadom\\p{L}*(?: \\p{L}+){0,5},? (?:gdy|kiedy|o)(?: \\p{L}+){0,3} dostępn\\p{L}*',
    '(?:meddela|bevaka|påminn|giv|gi|varsle|send)(?: \\p{L}+){0,5},? (?:när|når)(?: \\p{L}+){0,4} (?:i lager|på lager|tillgänglig|tilgjengelig|tilgængelig)',
    '(?:upozorni\\p{L}*|hlída\\p{L}*|informova\\p{L}*|stráži\\p{L}*)(?: \\p{L}+){0,4},? (?:až|keď|když|kdy)(?: \\p{L}+){0,3} (?:skladem|skladom|dostupn\\p{L}*)',
    '(?:сообщить|уведомить|повідомити)(?: \\p{L}+){0,4},? (?:когда|коли)(?: \\p{L}+){0,3} (?:в наличии|в наявності)',
    'értesít\\p{L}*(?: \\p{L}+){0,4},? ha(?: \\p{L}+){0,2} (?:raktáron|elérhető|kapható)',
    // Nor does a policy about items of a kind, to its sentence's end ("Backordered items will ship as soon as they become
    // available", "Backordered sizes are not reserved"), a question beside a size picker ("Sold out in your size?"), or a
    // seller's tool on a classified ad ("Mark unavailable"; "Marked as sold" is the ad's status).
    '(?:back[- ]?ordered|out[- ]of[- ]stock|sold[- ]out|pre-?order(?:ed)?|discontinued|unavailable) (?:items|products|orders|articles|merchandise|sizes|colou?rs|variants)(?![\\p{L}])[^.!?\\n]*|(?:sold[- ]out|out[- ]of[- ]stock|unavailable) (?:in|for) your (?:size|colou?r|variant|fit)\\?|mark (?:as |it )?(?:unavailable|sold|out of stock)',
    // Nor where a coupon or a rebate is honoured: Menards' "merchandise credit check, valid in-store only".
    '(?:valid|redeemable|good|honou?red|gültig|einlösbar|valable|utilisable|v[áa]lid[oa]|canjeable)(?: \\p{L}+){0,2} (?:in[- ]?stores? only|only in[- ]?stores?|nur im markt|uniquement en magasin|s[oó]lo en tiendas?)',
    // Nor does a way to pay or a service the shop offers: "EMI available from Rs. 51/month", "Cash on delivery available", a
    // plan's rate ("Home Credit 0% available in branches").
    '(?:(?:no[- ]cost )?emi|cash on delivery|cod|pay on delivery|financing|finance|instal?ments?|exchange offers?|bank offers?|pay later|gift ?wrap(?:ping)?|easy returns?|\\d+(?:[.,]\\d+)?\\s?%(?: apr| interest)?)(?: options?)?(?: (?:is|are))? available',
    // Nor does a price the shop does not show: a prescription drug's "Price not available online" is the price's, not stock.
    '(?:price|pricing|preis|prix|precio|preço|prezzo|prijs)(?: is)? (?:not available|unavailable|nicht verfügbar|non disponible|indisponible|no disponible|indisponível|non disponibile|niet beschikbaar)',
  ]).source,
  'giu',
);

// A listing's status alone in its element: "Sold", "Verkauft", "Reserviert". Not a phrase: "Sold by …" names a seller, and
// "1,234 sold" counts sales.
const LISTING_STATUS =
  /^(?:sold|verkauft|vendu|vendido|venduto|verkocht|sprzedan[eya]|продано|sålt|solgt|myyty|prodáno|reserved|reserviert|réservé|reservado|riservato)[.!]?(?:\s*[•·|])?$/iu;
/** Whether a text is a listing's status alone that says it can no longer be had. */
export const isListingStatus = (text: string): boolean => LISTING_STATUS.test(text.trim());

/** schema.org availability for a value or a phrase; undefined when it says none. */
export function availabilityOf(text: string): string | undefined {
  const s = text.replace(NOTIFY, ' ').trim();
  const name = enumName(s);
  if (name) return name === 'SoldOut' ? 'OutOfStock' : name;
  if (isListingStatus(s)) return 'OutOfStock';
  // A stock box that says more than one thing says the product's first: "В наличии в 14 магазинах", then one store's "нет в
  // наличии".
  // A row about one way to get it is that way's: "Retrait en magasin : Disponible dans 4 magasins", "Livraison à domicile :
  // Indisponible".
  const found = earliestPhrase(s);
  return found && aboutProduct(found.value, s.slice(0, found.at)) ? found.value : undefined;
}

// A stock message about a store ("Check in-store availability: unavailable", "店舗在庫：…") is the store's, not the product's;
// Chinese, Japanese and Korean set no space around the word.
export const STORE =
  /(?<![\p{L}])(?:in-?store|stores?|shops?|pick-?up|click (?:&|and) collect|abholung|retrait|recogida|ritiro|filiale|markt|magasin|tienda|negozio|winkel|sklep\p{L}*|магазин\p{L}*)(?![\p{L}])|店舗|门店|門市|매장/iu;
// What else a page says is unavailable: a delivery method ("International delivery: not available"), a detail ("Information
// not available"), a picture ("Image not available"). The product is not.
const OTHER_THAN_PRODUCT = new RegExp(`(?<![\\p{L}])(?:${DELIVERY_WORDS}|collection|information|image|photos?|pictures?|video)(?![\\p{L}])`, 'iu');

/**
 * Whether a stock reading `value` is the product's, by what the page `said` up to it: a store's stock or a delivery
 * method's is not ("Check in-store availability: unavailable", "International delivery: not available"), but "Available
 * in store only" is the product's own: it names the stores to say it is not sold online.
 */
export const aboutProduct = (value: string, said: string): boolean =>
  (value === 'InStoreOnly' || !STORE.test(said)) && !(value === 'OutOfStock' && OTHER_THAN_PRODUCT.test(said));

// A stock statement sits by the buy box near the top; a 1 MB review list below it is not read.
export const STOCK_SCAN_CHARS = 20_000;

/** The first stock phrase in a text ("Agotado", "Only 3 left in stock"), as schema.org availability. */
export const availabilityInText = (text: string): string | undefined => firstPhrase(text.slice(0, STOCK_SCAN_CHARS).replace(NOTIFY, ' '));

/** The earliest stock phrase in a text without offers to notify, as schema.org availability. */
const firstPhrase = (head: string): string | undefined => earliestPhrase(head)?.value;

/** The earliest stock phrase in a text, as schema.org availability, and where it starts. */
function earliestPhrase(head: string): { at: number; value: string } | undefined {
  // The earliest phrase wins; at one position the negative reading first ("nicht verfügbar" before "verfügbar").
  let best: { at: number; value: string } | undefined;
  for (const [re, value] of [
    [OUT, 'OutOfStock'],
    [PRE, 'PreOrder'],
    [BACK, 'BackOrder'],
    [STORE_ONLY, 'InStoreOnly'],
    [IN, 'InStock'],
  ] as const) {
    const m = re.exec(head);
    if (m && (!best || m.index < best.at)) best = { at: m.index, value };
  }
  return best;
}
