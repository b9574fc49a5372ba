/**
 * What common field names mean: the builtin maps a schema property or prompt noun onto a concept,
 * and each concept knows where pages keep it (JSON-LD paths, meta keys, labels, class names).
 */
import { words } from '../../page/text';
import { STORE } from './availability';
import type { ShownIn } from './shown-values';

/** Where one kind of value lives on pages. */
export interface Concept {
  id: string;
  /** Field names (as word sequences) that mean this concept. */
  names: string[];
  /** Paths into a JSON-LD/microdata entity, best first. */
  paths: string[];
  /** Meta keys (lowercased), best first. */
  meta: string[];
  /** Labels on the page ("Our price", "Item #"). */
  label?: RegExp;
  /** Class/itemprop/id words that mark it. */
  classes: string[];
  /** Labels that name a neighbour of it, not it ("List price" for the price to pay). */
  notLabel?: RegExp;
  /** Its labels that say less than its others, read after them: a maker's name after a brand, a model after a part number. */
  lesserLabel?: RegExp;
  /**
   * Read only where the page states it (structured data, meta, a labelled value): a class name or
   * the page's text says too little, and a wrong brand or part number costs more than none.
   */
  statedOnly?: boolean;
  /** A value counts only where the page shows it (shown-values.ts): metadata alone does not state it. */
  shownIn?: ShownIn;
}

// A shop's item-code label in the major shop languages, and large shops' own names for theirs (Takealot's TSIN, Target's
// TCIN and DPCI, JCPenney's "Web ID", Home Depot's "Internet #", Mouser's "Mouser #", B&H's "B&H #", FINN's "FINN-kode",
// Yahoo Auctions' "オークションID", Coupang's "쿠팡상품번호" with the shop's name run on), a dealer's stock number for its vehicle
// ("Retailer stock ID", "Voorraadnummer", "Ref. del vendedor"), and a label that says the code is the shop's ("Our Style
// Code", "Our Code", JD Sports' own beside the maker's "Product code"; a "Style code" alone is the maker's: MPN_LABEL);
// barcodes (EAN, GTIN, ISBN) are not SKUs.
const SKU_LABEL =
  /^(?:our\s+)?(sku|id|asin|tsin|tcin|dpci|plid|web\s*id|internet\s*(?:#|no\.?|number)|walmart\s*(?:#|item\s*(?:#|no\.?|number))|mouser(?:\s*(?:#|no\.?)|-?nr\.?)|b&h\s*#|finn-?kode|オークションid|item\s*#|item (number|no\.?|id|code)|order code|product\s*(code|number|id|#|no\.?)|prod\.\s*no\.?|style\s*(#|no\.?|number)|our style code|catalog(ue)?\s*(#|no\.?|number)|cat\.?\s*no\.?|(?:retailer |dealer )?stock\s*(#|code|number|no\.?|id|ref(erence|\.)?)|(?:seller\s+)?inventory\s*(#|number|no\.?)|n[º°o]\.?\s*art\.?|lagernummer|voorraadnummer|materialnummer|κωδ(?:ικός)?\.?(?: προϊόντος)?|kat(?:alog)?\.?-?\s*nr\.?|r[ée]f(?:erencia|\.)? del vendedor|r[ée]f[ée]rence (?:de l'|d')?annonce|numer oferty(?: dealera)?|katalognummer|produktnummer|produkt-?nr\.?|produktcode|k[óo]d produktu|num[ée]ro de r[ée]f[ée]rence|(?:n[o°º]\.?|code) de produit|code web|web code|ref\.? del producto|cod\.? (prodotto|articolo|art\.?)|kod towaru|(n[º°o]\.?|n[úu]mero) de art[íi]culo|nr\.? katalogowy|symbol( produktu)?|article (number|no\.?|code|id)|part\s*(#|no\.?)|listing (id|number|code|#)|ad (id|number|no\.?|#)|art\.?\s*-?\s*nr\.?|art\.|art\.?\s*no\.?|r[ée]f\.?|artikel-?\s*(nummer|nr\.?)|bestell-?\s*(nummer|nr\.?)|anzeige(n-?\s*(nummer|nr\.?|id))?|angebots-?\s*(nummer|nr\.?)|fahrzeug-?\s*(nummer|nr\.?)|interne\s+nummer|our code|inserat(?:s)?-?\s*(?:code|nummer|nr\.?|id)|(n°|num[ée]ro|r[ée]f[ée]rence|code) (de l'|d')annonce|(n[º°o]\.?|n[úu]mero|id|c[óo]digo|referencia) del? anuncio|(c[óo]digo|id|n[úu]mero) do an[úu]ncio|an[úu]ncio\s*#|publicaci[óo]n\s*#|(object|lot)\s*(#|no\.?|number)|objektnummer|(codice|rif\.?|id|numero) annuncio|(id|numer) og[łl]oszenia|numer oferty|advertentie-?(nummer|id)|annons-?(id|nummer)|annonce-?(id|nummer)|[čc][íi]slo inzer[áa]tu|hirdet[ée]s ?(azonos[íi]t[óo]|sz[áa]m)|номер объявления|c[óo]digo( de (art[íi]culo|producto))?|c[óo]d\.?|ref(\.|erencia)?|nr\.? ref\.?|numer referencyjny|referenz(?:nummer)?|(numero di )?riferimento|referentienummer|r[ée]f(\.|[ée]rence)|(?:num[ée]ro|n[º°o]\.?) d['’]article|code article|codice( articolo| prodotto)?|artikelnummer|artikelnr\.?|numer (katalogowy|produktu|artyku[łl]u)|nr\.? art\.?|cikksz[áa]m|term[ée]kk[óo]d|商品番号|商品コード|注文コード|(?:商品)?(?:货号|貨號)|商品编号|商品編號|品號|产品编号|產品編號|id (do )?produto|id producto|c[óo]d(?:igo|\.) do produto|refer[êe]ncia|cod (produs|articol)|k[óo]d|kod|indeks|šifra( (artikla|proizvoda))?|шифра( (артикла|производа))?|artikelcode|productcode|varenummer|varenr\.?|v[öo]run[úu]mer|tuotenumero|tuotekoodi|tootekood|prek[ėe]s kodas|preces kods|[üu]r[üu]n kodu|stok kodu|κωδικός( προϊόντος)?|артикул|код( товара| продукта)?|מק["״]ט|პროდუქტის კოდი|არტიკული|\S*상품 ?번호|상품 ?코드|품번|m[ãa] (s[ảa]n ph[ẩa]m|sp)|kode produk|รหัสสินค้า|katalogov[ée] [čc][íi]slo|kat\.?\s*[čc]\.?|[čc][íi]slo (produktu|zbo[žz][íi]|polo[žz]ky)|k[óo]d (zbo[žz][íi]|tovaru)|objednac[íi] (k[óo]d|[čc][íi]slo)|bestel-?(nummer|nr\.?)|код товару|код на продукта|продуктов код|каталожен номер|رمز المنتج|رقم المنتج|كود المنتج|رقم الصنف|کد (محصول|کالا)|شناسه محصول)$/iu;

// Where a work states its offer as what an action on it expects, as Google's book actions ask: each edition's ReadAction
// "expectsAcceptanceOf" an Offer (Google Play Books lists the editions in an array, which the key search does not open).
const ACTION_OFFER = ['potentialAction.expectsAcceptanceOf', 'workExample.potentialAction.expectsAcceptanceOf'];

// A model alone ("Modell: GSR 18V-55") is often the maker's line, where a part-number label beside it names the part
// ("Herstellernummer: 06019H5202").
const MODEL_WORDS =
  'model(?:\\s*#)?|m[ãa] model|mod[èe]le|modelo|modello|modell|modellbezeichnung|malli|mudel|모델명|модель|модел|μοντέλο|(?:ال)?موديل|مدل|דגם|รุ่น|მოდელი';
// A manufacturer's part number: "MPN", "Model number", "Herstellernummer", "Artikelnummer Hersteller", "Référence fabricant"…;
// a designer's or a vendor's style number ("Designer Style #", "Vendor Style #"), a used-gear shop's "Manufacturer SKU", an art
// store's "Manufacturer Item #", a farm store's "Mfg. Model #", the brand's or the supplier's reference ("Référence marque",
// "Réf. fournisseur", "Supplier code"), and the maker's style code a shoe shop prints beside its own product code (JD's "Style
// Code: IG2045", Foot Locker's "Modellnr.").
const MPN_LABEL = new RegExp(
  `^(mpn|p\\/?n|part\\s*(?:number|#|no\\.?)|${MODEL_WORDS}|型番|製品型番|品番|ブランド品番|メーカー品番|メーカー型番|(?:商品)?モデル番号|(?:厂家|厂商|制造商|原厂)?型号|型號|партномер|парт-номер)$|\\bmpn\\b|manufacturer(?:'s|’s)? part|manufacturer\\s*#|manufacturer(?:'s|’s)? item\\s*(?:#|no\\.?|number)|manufacturer(?:'s|’s)? (?:product )?(?:code|sku|no\\.?|number)|mfr\\.? part|mfr\\.?\\s*#|mfg\\.?\\s*(?:model\\s*)?#|^mfr\\.?\\s*(?:no\\.?|number|code)$|\\bmodel (name ?\\/ ?)?(number|no\\b|code)|modell-?code|code mod[èe]le|teile-?(?:nummer|nr\\.?)|hersteller-?(?:nummer|nr\\.?|referenz|typ)|(?:produsentens|leverandørens|tillverkarens|leverantörens|producentens) (?:vare|artikk?el)(?:nummer|nr\\.?)|valmistajan tuotenumero|hersteller-?teile-?(?:nummer|nr\\.?)|hersteller-?\\s?(?:artikel-?|art\\.-?\\s?)(?:nummer|nr\\.?)|(?:artikel-?|art\\.-?\\s?)(?:nummer|nr\\.?)\\s(?:des\\s)?herstellers?|herst\\.-?\\s?(?:art\\.-?\\s?|teile-?)?(?:nummer|nr\\.?)|symbol producenta|modell?nummer|modell-?nr\\.?|style[- ]?code|typenummer|r[ée]f(?:[ée]rence|\\.)? (?:du |de )?(?:fabricant|constructeur)|numero (?:di )?modello|numer modelu|model numarası|n[úu]mero d[eo] modelo|(?:pieza|art[íi]culo) (?:del )?fabricante|n[º°o]\\.? (?:del )?fabricante|numer części producenta|gy[áa]rt[óo]i (?:cikksz[áa]m|k[óo]d|term[ée]kk[óo]d)|produsentens (?:varenummer|varenr\\.?|delenummer|produktnummer)|producentens (?:varenummer|varenr\\.?|produktnummer)|valmistajan (?:tuotekoodi|tuotenumero|koodi)|cod(?:ul)? (?:de )?produc[ăa]tor|код на производителя|код виробника|артикул виробника|[šs]ifra proizvo(?:đ|dj)a[čc]a|^katalo[šs]ki broj$|[šs]ifra proizvajalca|katalo[šs]ka [šs]tevilka|ozna[čc]en[íi] v[ýy]robce|κωδικός κατασκευαστή|codice costruttore|cod(?:ice)?\\.? fornitore|numer katalogowy producenta|(?:артикул|код) производителя|tillverkarens (?:artikelnummer|art\\.?\\s?nr\\.?)|^tillv(?:erkar)?\\.?\\s?nr\\.?$|tillverkarnummer|model producenta|fabrikant(?:code|nummer)|artikelnummer (?:van de )?fabrikant|referentie (?:van de )?fabrikant|varenummer leverand[øo]r|üretici (?:parça|part) numarası|üretici kodu|num[ée]ro (du )?mod[èe]le|(?:c[óo]digo|referencia|refer[êe]ncia|modelo) (?:del? |do )?fabricante|n[úu]mero de modelo|n[úu]mero de parte|n[úu]mero d[ae] pe[çc]a|codice produttore|kod producenta|k[óo]d v[ýy]robc[eu]|produktov[éeá] [čc][íi]slo|ra[žz]ot[āa]ja kods|gamintojo kodas|tootja kood|رقم الموديل|رقم موديل السلعة|מספר דגם|מק["״]ט יצרן|모델 ?번호|모델명|(?<!상)품번|modelo alfanum[ée]rico|model kodu|brand style id|designer[- ]?(?:id|style (?:id|number|#|no\\.?)|ref(?:erence|\\.)?)|vendor style|manufacturer(?:'s|’s)? (?:style|ref(?:erence|\\.)?)|r[ée]f(?:[ée]rence|\\.)? (?:marque|fournisseur)|supplier (?:code|ref(?:erence|\\.)?|part (?:number|no\\.?))|^mfg\\.?\\s*(?:#|no\\.?|number|part(?: number)?)$|^mfr\\.? model$|codice (?:prodotto )?designer`,
  'iu',
);
const MODEL_LABEL = new RegExp(`^(?:${MODEL_WORDS})$`, 'iu');
// A brand in the major shop languages, and a maker: where a page states both ("Manufacturer: Groupe SEB", "Brand: Tefal"),
// the brand is the one under its own label (the maker's is the brand's lesser label).
const BRAND_WORDS =
  'brand|brand name|品牌名称|品牌名稱|marke|marque|marca|marka|merk|merke|m[æaä]rke|marchio|znamka|zna[čc]ka|kaubam[äa]rk|z[īi]mols|prek[ėe]s ženklas|m[áa]rka|varum[äa]rke|merkki|μάρκα|ブランド|品牌|бренд|марка|ماركة|الماركة|العلامة التجارية|برند|מותג|브랜드|thương hiệu|nhãn hiệu|merek|jenama|ยี่ห้อ|แบรนด์|blagovna znamka|brend|v[öo]rumerki|ბრენდი';
const MAKER_WORDS =
  'manufacturer|manufactured by|make|maker|hersteller|fabricant|producteur|fabrikant|fabricante|produttore|producent|produsent|produc[ăa]tor|proizvajalec|proizvođač|v[ýy]robce|v[ýy]robca|tootja|ra[žz]ot[āa]js|gamintojas|gy[áa]rt[óo]|[üu]retici|tillverkare|valmistaja|κατασκευαστής|メーカー|制造商|производитель|производител|виробник|יצרן|제조사|제조자|제조자\\(수입자\\)|მწარმოებელი';
const MAKER_LABEL = new RegExp(`^(?:${MAKER_WORDS})$`, 'iu');
// A brand or maker, alone or paired ("Make/manufacturer", "Marque / Fabricant").
const BRAND_WORD = `(${BRAND_WORDS}|${MAKER_WORDS})`;
const BRAND_LABEL = new RegExp(`^${BRAND_WORD}(\\s*[/&]\\s*${BRAND_WORD})?$`, 'iu');
// A barcode: a label naming its system (EAN, GTIN, UPC and its French CUP, ISBN, JAN) among at most three words ("EAN-Code", "Kod EAN",
// "EAN/UPC", "GTIN / EAN", Dangdang's "国际标准书号ISBN" with no space before it), or the word for a barcode, with a note in
// brackets or not (Discogs' "Barcode (Scanned)"); the value must still be one (a valid check digit: sku.ts).
const GTIN_LABEL =
  /^(?=(?:\S+\s*){1,4}$)(?:.*(?<!\p{Script=Latin})(?:gtin|ean|upc|cup|isbn|jan)(?:-?\d{1,2}|-?[a-e])?(?!\p{Script=Latin}).*|eancode|barcode|bar code|bar ?kod|c[óo]digo de barras|c[óo]digo universal d[eo] produc?to|code-?barres?|codice a barre|strichcode|streepjescode|kod kreskowy|ribakood|br[ūu]k[šs]ninis kodas|sv[īi]trkods|[čc]rtna koda|cod de bare|[čc]iarov[ýy] k[óo]d|γραμμωτός κώδικας|შტრიხკოდი|[čc][áa]rov[ýy] k[óo]d|vonalk[óo]d|barkod|viivakoodi|stregkode|strekkode|streckkod|штрих-?код|баркод|バーコード|jan ?コード|条形码|條碼|바코드|(?:ال)?باركود|بارکد|בר ?קוד|บาร์โค้ด|mã vạch|kode batang)(?:\s*\([^()]{1,20}\))?$/iu;

/** The concepts the builtin knows, most specific first. */
export const CONCEPTS: Concept[] = [
  {
    id: 'currency',
    names: ['currency', 'price currency', 'currency code'],
    paths: ['offers.priceCurrency', 'priceCurrency', 'offers.priceSpecification.priceCurrency', ...ACTION_OFFER.map((o) => `${o}.priceCurrency`)],
    meta: ['product:price:currency', 'og:price:currency'],
    label: /^currency$/i,
    classes: ['currency'],
  },
  {
    id: 'review_count',
    names: ['review count', 'reviews count', 'number of reviews', 'reviews', 'rating count', 'num reviews'],
    paths: ['aggregateRating.reviewCount', 'aggregateRating.ratingCount'],
    meta: [],
    label: /^(reviews?|number of reviews)$/i,
    classes: ['review count', 'reviews'],
  },
  {
    id: 'rating',
    names: ['rating', 'stars', 'score', 'average rating', 'rating value'],
    paths: ['aggregateRating.ratingValue', 'ratingValue'],
    meta: [],
    label: /rating|stars/i,
    classes: ['rating', 'stars', 'rating value'],
  },
  {
    id: 'price',
    names: ['price', 'cost', 'amount', 'sale price', 'current price', 'price amount'],
    paths: [
      'offers.price',
      'offers.lowPrice',
      'offers.0.price',
      'offers.offers.price',
      'price',
      'offers.priceSpecification.price',
      ...ACTION_OFFER.map((o) => `${o}.price`),
    ],
    // Facebook's scheme states a sale's price beside the regular one.
    meta: ['product:sale_price:amount', 'product:price:amount', 'og:price:amount'],
    // "Price", "Our price", in the major shop languages, and an auction's bid to beat ("Current bid", "Aktuelles Gebot") or
    // its starting price where none has bid ("Starting bid", "Prezzo di partenza"); in Chinese and Japanese, whose words
    // run together, a label that ends in a word for the selling price ("一次付清特價", one-payment special price).
    label:
      /^((our|sale|current|your|special|offer|unser|notre|nuestro|nosso|il nostro) )?(price|cost|now|preis|verkaufspreis|kaufpreis|prix|prix de vente|precio|precio de venta|prezzo|prezzo di vendita|preço|prijs|pris|hinta|hind|cena|cijena|цена|ціна|fiyat|ár|τιμή|kaina|价格|價格|価格|販売価格|가격|판매가|giá|harga|ราคา|מחיר|السعر|current bid|starting bid|starting price|winning bid|buy it now|aktuelles gebot|startgebot|sofort-kaufen|startpreis|enchère actuelle|mise à prix|prix de départ|puja actual|precio de salida|precio inicial|offerta attuale|prezzo di partenza|lance inicial|preço inicial)$|^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{0,6}(?:特價|特价|售價|售价|優惠價|优惠价|促銷價|促销价|網路價|网购价|税込価格)$/iu,
    // Shops name the price box in their own language too ("produkt-preis", "precio-venta", "cena").
    classes: ['price', 'cost', 'amount', 'preis', 'prix', 'precio', 'prezzo', 'preco', 'prijs', 'pris', 'cena', 'cijena', 'fiyat', 'hinta', 'kaina', 'tsena'],
    // A price only members pay ("Member price", "Club price") or those who pay by wire is not everyone's; a total is a
    // bundle's, a package's or a cart's ("Frequently bought together … Total price:", "Combo price:"), and a guide, a trend or
    // a market's average is what such items sell for (Carsales' "Price guide: $37,100 – $40,800", a card market's "Price
    // Trend"). Chinese and Japanese run words together: a suggested, original, market or list price is named inside the label.
    notLabel:
      /\b(list|was|old|regular|redovna|original|rrp|msrp|uvp|retail|before|compare|statt|typical|you save|members?|membership|club|clubcard|loyalty|wire|total|subtotal|combo|bundle|package|guide|estimate|estimated|trend|market|marktwert|average|avg)\b|建議|建议|原價|原价|市價|市价|定價|定价|參考|参考|希望小売/i,
  },
  {
    id: 'availability',
    names: ['availability', 'stock', 'in stock', 'stock status', 'available', 'inventory'],
    paths: ['offers.availability', 'offers.offers.availability', 'availability', ...ACTION_OFFER.map((o) => `${o}.availability`)],
    meta: ['product:availability', 'og:availability'],
    // "Availability", "In stock", in the major shop languages ("Verfügbarkeit", "Disponibilité", "Razpoložljivost", "Наличие").
    label:
      /availability|stock|verfügbarkeit|lieferbarkeit|disponibilit|beschikbaarheid|dostępność|dostupnost|razpoložljivost|saatavuus|tillgänglighet|tilgængelighed|tilgjengelighet|наличие|наявність|在庫|库存|庫存|재고/i,
    classes: ['availability', 'stock', 'inventory'],
    notLabel: STORE,
  },
  {
    id: 'mpn',
    names: ['mpn', 'manufacturer part number', 'part number', 'model number', 'mfr part number'],
    paths: ['mpn', 'offers.mpn', 'model'],
    meta: ['product:mfr_part_no'],
    label: MPN_LABEL,
    lesserLabel: MODEL_LABEL,
    classes: [],
    statedOnly: true,
    shownIn: 'page',
  },
  {
    id: 'gtin',
    names: ['gtin', 'ean', 'upc', 'barcode', 'isbn', 'gtin13', 'gtin 13', 'ean13', 'ean 13'],
    paths: ['gtin13', 'gtin', 'gtin12', 'gtin14', 'gtin8', 'offers.gtin13', 'offers.gtin', 'offers.gtin12', 'offers.gtin14', 'offers.gtin8', 'isbn'],
    meta: ['product:ean', 'product:upc', 'product:gtin', 'product:isbn', 'books:isbn'],
    label: GTIN_LABEL,
    classes: [],
    statedOnly: true,
    shownIn: 'page',
  },
  {
    id: 'sku',
    names: ['sku', 'product id', 'item number', 'product code', 'article number', 'item id'],
    paths: ['sku', 'productID', 'offers.sku'],
    meta: ['product:retailer_item_id'],
    label: SKU_LABEL,
    // A bare id ("Product ID: prod104422", an ad's "ID") says less than a label for the item code beside it ("SKU"), and so does
    // a style number, often the maker's (Sport Chek's "Style #: NF0A7QEY" in its specs under "Product #: 333908432").
    lesserLabel: /^(?:(?:(?:product|item)\s*)?id|style\s*(?:#|no\.?|number))$/i,
    classes: ['sku', 'product reference', 'product ref', 'product code', 'product number', 'item number', 'item code', 'article number'],
  },
  {
    id: 'brand',
    names: ['brand', 'manufacturer', 'make', 'brand name'],
    paths: ['brand.name', 'brand', 'manufacturer.name', 'manufacturer'],
    meta: ['product:brand', 'og:brand'],
    label: BRAND_LABEL,
    lesserLabel: MAKER_LABEL,
    classes: ['brand', 'manufacturer'],
    statedOnly: true,
    shownIn: 'main',
  },
  {
    id: 'image',
    names: ['image', 'image url', 'photo', 'picture', 'thumbnail', 'img'],
    paths: ['image.url', 'image.0.url', 'image.0', 'image', 'thumbnailUrl'],
    meta: ['og:image', 'twitter:image'],
    classes: ['image', 'photo', 'thumbnail'],
  },
  {
    id: 'author',
    names: ['author', 'author name', 'byline', 'writer', 'written by', 'authors', 'reporter'],
    paths: ['author.name', 'author.0.name', 'author', 'creator.name', 'creator'],
    meta: ['author', 'article:author', 'parsely-author', 'sailthru.author', 'citation_author', 'dc.creator'],
    // "Author" in the languages whose pages label the writer so (1177's "<dt>Skribent:</dt><dd>Kajsa Dahlberg, …</dd>").
    label: /^(author|by|written by|autor|autorin|auteur|autore|skribent|författare|forfatter|kirjoittaja)$/i,
    classes: ['author', 'authors', 'autor', 'auteur', 'autore', 'byline', 'writer', 'contributor name', 'firma'],
  },
  {
    id: 'date',
    names: [
      'date',
      'published',
      'publish date',
      'published at',
      'date published',
      'publication date',
      'published date',
      'pub date',
      'posted',
      'posted at',
      'posted date',
    ],
    paths: ['datePublished', 'dateCreated', 'uploadDate', 'datePosted', 'startDate'],
    meta: ['article:published_time', 'date', 'pubdate', 'publish-date', 'dc.date'],
    label: /^(date|published|posted|publication date)$/i,
    classes: ['date', 'published', 'posted', 'timestamp'],
  },
  {
    id: 'modified',
    names: ['modified', 'updated', 'date modified', 'updated at', 'last updated'],
    paths: ['dateModified'],
    meta: ['article:modified_time', 'og:updated_time'],
    label: /^(updated|last updated|modified)$/i,
    classes: ['updated', 'modified'],
  },
  {
    id: 'body',
    names: ['body', 'body text', 'article body', 'content', 'text', 'article text', 'full text', 'article'],
    paths: ['articleBody', 'text'],
    meta: [],
    classes: ['body', 'content', 'entry', 'text'],
  },
  {
    id: 'paragraphs',
    names: ['paragraphs', 'body paragraphs', 'article paragraphs', 'text paragraphs', 'content paragraphs', 'paras'],
    paths: [],
    meta: [],
    classes: [],
  },
  {
    id: 'first_paragraph',
    names: ['first paragraph', 'opening paragraph', 'lead paragraph', 'intro', 'introduction', 'intro paragraph', 'lede', 'paragraph'],
    paths: [],
    meta: [],
    classes: ['lede', 'intro'],
  },
  {
    id: 'summary',
    names: ['summary', 'description', 'excerpt', 'standfirst', 'subtitle', 'dek', 'abstract', 'teaser'],
    paths: ['description', 'abstract'],
    meta: ['description', 'og:description', 'twitter:description'],
    classes: ['description', 'summary', 'standfirst', 'excerpt', 'dek', 'subtitle'],
  },
  {
    id: 'headline',
    names: ['headline', 'title', 'article title', 'heading'],
    paths: ['headline', 'name'],
    meta: ['og:title', 'twitter:title'],
    classes: ['headline', 'title'],
  },
  {
    id: 'name',
    names: ['name', 'product name', 'product', 'item name', 'product title'],
    paths: ['name', 'headline'],
    meta: ['og:title', 'twitter:title'],
    classes: ['name', 'title'],
    // A spec table's other names ("Model Name: Rockerz 450", "Colour Name: Mint") are a part of the product's or a
    // variant's: its heading states the product's whole.
    notLabel: /^(?!(?:product|item|article)\s)\p{L}+\s+name$/iu,
  },
  {
    id: 'category',
    names: ['category', 'section', 'department', 'genre'],
    paths: ['articleSection', 'category', 'genre'],
    meta: ['article:section'],
    label: /^(category|section|department)$/i,
    classes: ['category', 'kicker', 'section'],
  },
  {
    id: 'url',
    names: ['url', 'link', 'href', 'permalink', 'page url', 'canonical url'],
    paths: ['url', 'offers.url', '@id'],
    meta: ['canonical', 'og:url'],
    classes: ['url', 'link'],
  },
];

/** Generic words that do not identify a field on their own. */
const GENERIC = new Set(['the', 'a', 'of', 'value', 'info', 'data', 'field', 'item', 'product', 'article', 'page']);

/** The concept a field name means, if any: whole name first, then its last word, then any word. */
export function conceptFor(fieldName: string): Concept | undefined {
  const w = words(fieldName);
  const joined = w.join(' ');
  const byName = CONCEPTS.find((c) => c.names.includes(joined));
  if (byName) return byName;
  const last = w[w.length - 1];
  const byLast = CONCEPTS.find((c) => c.names.includes(last));
  if (byLast) return byLast;
  return CONCEPTS.find((c) => w.some((x) => !GENERIC.has(x) && c.names.includes(x)));
}

/** The words of a field name that identify it (generic words removed, unless nothing is left). */
export function keyWords(fieldName: string): readonly string[] {
  const w = words(fieldName);
  const specific = w.filter((x) => !GENERIC.has(x));
  return specific.length ? specific : w;
}
