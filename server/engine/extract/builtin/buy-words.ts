/**
 * The words of buy controls in the major shop languages: the labels of buy buttons, the verbs and nouns of "add to
 * cart", and the prompts that ask to choose a variant first. Their state tells the availability when no text does
 * (buy-box.ts).
 */

// Buy controls in the major shop languages; their state tells the availability when no text does. A label may end
// in the price ("Add to cart – $24.00") or an arrow.
const BUY_PHRASES = [
  'add to (?:your |my )?(?:shopping )?(?:cart|basket|bag|trolley|order)',
  'buy(?: it)? now',
  'buy tickets?',
  // A release's formats, each with its own button: "Buy Digital Album", "Buy Record/Vinyl", "Buy Compact Disc (CD)".
  'buy (?:the )?(?:full )?(?:digital |physical )?(?:album|track|ep|single|discography|record\\/vinyl|vinyl(?: lp)?|record|cd|compact disc(?: \\(cd\\))?|cassette|e-?book|paperback|hardcover|audiobook)',
  'buy',
  'order now',
  'place bid',
  'bid now',
  // A camera shop's "Pre-Order / Back Order" orders what ships later, as does Games Workshop's "Advance Order".
  '(?:pre|back|advance)[- ]?order(?: now)?(?:\\s*\\/\\s*(?:pre|back)[- ]?order)?',
  'pre-?purchase',
  '(?:je )?pr[ée]command(?:e|er|ez)',
  'vorbestellen',
  'in den (?:warenkorb|einkaufswagen|korb)',
  '(?:jetzt )?kaufen',
  'ajouter au (?:panier|caddie)',
  'acheter(?: maintenant)?',
  '(?:agregar|añadir) (?:al (?:carro|carrito)|a la (?:cesta|bolsa))',
  'comprar(?: agora| ahora| ya| entradas?| ingressos?)?',
  'compralo subito',
  'adicionar (?:ao (?:carrinho|cesto)|à (?:sacola|cesta))',
  'aggiungi al carrello',
  'acquista(?: ora)?',
  '(?:toevoegen aan|in) (?:winkelwagen|winkelmand(?:je)?)',
  'bestellen',
  '(?:dodaj )?do koszyka',
  'kup(?: teraz)?',
  'lägg i (?:varukorg|kundvagn)(?:en)?',
  'köp(?: nu)?',
  'læg i kurv(?:en)?',
  'køb(?: nu)?',
  'legg i (?:handlekurv(?:en)?|kurv(?:en)?)',
  'kjøp(?: nå)?',
  'lisää (?:ostoskoriin|koriin)',
  'osta(?: nyt)?',
  'lisa ostukorvi',
  'ostukorvi',
  'į krepšelį',
  'pievienot grozam',
  'kosárba(?: teszem)?',
  '(?:přidat |vložit )?do košíku',
  'koupit',
  '(?:pridať |vložiť )?do košíka',
  'kúpiť',
  '(?:dodaj )?u (?:košaricu|korpu)',
  'adaug[ăa] [îi]n co[șşs]',
  'cump[ăa]r[ăa](?: acum)?',
  'προσθήκη στο καλάθι',
  'sepete ekle',
  'satın al',
  '(?:добавить )?в корзину',
  'купить',
  '(?:додати )?в кошик',
  'купити',
  'カートに(?:入れる|追加(?:する)?)',
  '(?:今すぐ)?購入(?:する)?',
  '(?:加入|放入)(?:购物车|購物車)',
  '(?:立即|我要|直接)(?:购买|購買)',
  '장바구니(?: 담기)?',
  '바로 ?구매',
  '구매하기',
  '[أا]ضف (?:إلى |الى )?(?:ال|لل)?(?:سلة|عربة|حقيبة)(?: التسوق)?',
  'اشتر(?:ي)? الآن',
  'הוס(?:ף|פה) ל(?:סל|עגלה)',
  'קנ(?:ה|ו) עכשיו',
  'หยิบใส่ตะกร้า',
  'เพิ่ม(?:ลง|ใน|ไป)?ตะกร้า',
  'ซื้อ(?:เลย|ทันที)',
  'thêm vào giỏ(?: hàng)?',
  'mua ngay',
  'beli(?: sekarang)?',
  'tambah(?:kan)? ke (?:keranjang|troli)',
  'masukkan (?:ke )?keranjang',
  'купи(?: сега)?',
  'добави в (?:количката|кошницата)',
  'ielikt grozā',
  'pirkt',
  '(?:dodaj )?v košarico',
  'kupi(?: sada| zdaj)?',
  'pirkti',
  'αγορά',
  'افزودن به سبد(?: خرید)?',
  'कार्ट में जोड़ें',
  'अभी खरीदें',
];
// A phrase may say how the product comes: Sephora's "Add to Basket for Shipping", "… for Pickup".
export const BUY_LABEL = new RegExp(
  `^(?:${BUY_PHRASES.join('|')})(?:\\s+for (?:shipping|delivery|pick-?up|collection))?(?:\\s*[-–—:|·]?\\s*[^\\p{L}]*\\d[^\\p{L}]*)?\\s*[+›»→]?$`,
  'iu',
);

// A classified's or a dealer's control in place of a buy button: the buyer contacts the seller ("Kontakta säljaren", "Contact
// dealer", "Verkäufer kontaktieren").
export const CONTACT_SELLER =
  /^(?:(?:contact|message|call|email) (?:the )?(?:seller|dealer|advertiser|retailer)|kontakta (?:säljaren|handlaren)|(?:verkäufer|händler|anbieter) kontaktieren|contacter le (?:vendeur|professionnel|garage)|contactar (?:con el )?(?:vendedor|anunciante)|contatta (?:il )?(?:venditore|inserzionista)|contact opnemen(?: met (?:de )?(?:verkoper|adverteerder))?|kontakt(?:a|e)? (?:sælger|selger)|ota yhteyttä myyjään|skontaktuj się ze sprzedającym|napisz do sprzedającego)$/iu;

// The verb alone ("Add", "Ajouter", "Hinzufügen"): what a cart form's submit button says when the form says the rest
// ("Put it in your basket", "Ajouter au panier"). Read only on a form's submit button whose form names the cart
// (CART_WORD): a link, a lone button or a comment form's "Add" adds anything.
const ADD_WORDS =
  'add|ajouter|hinzufügen|añadir|agregar|aggiungi|adicionar|toevoegen|dodaj|přidat|pridať|lisää|lägg till|tilføj|legg til|добавить|додати|ekle|追加|添加|加入|추가';
export const ADD_VERB = new RegExp(`^(?:${ADD_WORDS})$`, 'iu');
export const CART_WORD =
  /(?<!\p{L})(?:cart|basket|bag|trolley|panier|caddie|warenkorb|einkaufswagen|carrito|carro|cesta|bolsa|carrinho|sacola|carrello|winkelwagen|winkelmandje|winkelmand|koszyk|koszyka|varukorgen|varukorg|kundvagnen|kundvagn|kurven|kurv|ostoskoriin|ostoskori|košík|košíku|košarico|sepete|sepet|корзину|корзина|кошик)(?!\p{L})|カート|购物车|購物車|장바구니/iu;

// What a control says for screen readers where its text says less (an icon, "Je fonce"): "Ajouter <the product> à votre
// panier", "Add <the product> to your basket". Its verb leads and its cart ends it, as shops write the phrase.
const ADDS_TO_CART_CHARS = 200;
const ADDS_TO_CART = new RegExp(`^(?:${ADD_WORDS})(?!\\p{L}).*(?:${CART_WORD.source})[.!]?$`, 'iu');
/** Whether a control's aria-label or title says that it adds the product to the cart. */
export const addsToCartLabel = (label: string) => label.length <= ADDS_TO_CART_CHARS && ADDS_TO_CART.test(label);

// A buy box that asks the buyer to choose first ("Select a size", "Selecione o modelo", "Bitte Größe wählen", "サイズを選択",
// "请选择尺寸"): shops disable the buy button until a variant is picked, whatever its stock. Words are whole in scripts
// that space them; Chinese and Japanese run them together.
const CHOOSE_VERB =
  '(?:select|choose|pick|selecione|selecionar|escolha|escolher|seleccione|selecciona|seleccionar|elige|elija|elegir|wähle|wählen|auswählen|choisissez|choisir|sélectionnez|sélectionner|seleziona|selezionare|scegli|scegliere|kies|selecteer|wybierz|vyberte|zvoľte|válassz|válasszon|valitse|välj|vælg|velg|выберите|выбрать|виберіть|選択|选择|選擇|선택)';
const CHOOSE_WHAT =
  '(?:size|model|option|variant|colou?r|style|tamanho|modelo|opção|opções|variante|talla|color|größe|farbe|ausführung|taille|couleur|modèle|taglia|colore|modello|maat|kleur|rozmiar|kolor|wariant|velikost|veľkosť|méret|koko|storlek|størrelse|размер|цвет|модель|розмір|サイズ|カラー|尺寸|规格|規格|颜色|顏色|사이즈|옵션|색상)';
const SPACED = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}]';
export const CHOOSE_FIRST = new RegExp(
  `(?<!${SPACED})(?:${CHOOSE_VERB}(?!${SPACED})[^.!?]{0,30}?${CHOOSE_WHAT}|${CHOOSE_WHAT}(?!${SPACED})[^.!?]{0,12}?${CHOOSE_VERB})`,
  'iu',
);
