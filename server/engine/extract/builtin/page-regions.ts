/**
 * Where on a page an element sits, as the builtin weighs what it says: page chrome (menus, related-product strips,
 * carousels, sidebars), dialogs, variant pickers, rows of a list of other items, struck-out text.
 */
import type { AnyNode, Element, ParentNode } from 'domhandler';
import { closestWhere, firstElement, isChromeTag, isElement, markedChosen, previousElement, statedChosen, textHead, walkElements } from '../../page/dom';
import { controlLabel, isBuyButton } from './buy-button';
import { CONTACT_SELLER } from './buy-words';
import { MONEY, namesMembersPrice, withoutMoney } from './currency';
import { namesTogether, squash, words } from '../../page/text';
import { isDialog } from '../../page/dialogs';
import { hookOf } from './test-hooks';

// Page chrome (header, footer, nav, aside: isChromeTag; related/recommended/recently-viewed strips, carousels, sidebars, the
// mini-cart a header opens, whose lines are what the shopper put in the cart): matches there rank last.
// The names of a strip of other products (not "reco": Fnac's "f-priceBox-price--reco" is its price to pay; a slider of
// products, not of the product's pictures); a sidebar or a mini-cart is chrome too, but a layout's sidebar may hold the
// product's own details. Shops name them in their own language too: "relacionados", "correlati", "similaires".
// Other sellers' offers of the same product (Fnac's "other-offers" of used copies and "f-mpOffer" of marketplace sellers,
// notebooksbilliger's "marketplace-offers") are theirs too, and so is the shop's own open-box copy (Micro Center's
// "openbox-price" before the new one's price).
const STRIP_WORDS =
  'related|successors?|recommend(?:s|ed|ers?|ations?)?|carousel|products?[-_\\s]?slider|up-?sells?|cross-?sells?|similars?|sims|recently|relacionad[oa]s|correlati|similaires|(?:other|more)[-\\s]?(?:offers|sellers)|(?:mp|marketplace)[-_]?offers?|open-?box';
const STRIP_CLASS = new RegExp(`(^|[\\s_-])(${STRIP_WORDS})([\\s_-]|$)`, 'i');
const SIDEBAR_CLASS = /(^|[\s_-])(sidebar|mini[-_]?cart|header[-_]?cart|side[-_]?cart|cart[-_]?(?:drawer|dropdown|flyout|popup|preview))([\s_-]|$)/i;
// A strip of other products named by its heading rather than its class: "You may also like", other sellers' offers of it
// ("More buying choices", "Autres vendeurs", a shop's used copies: "この商品の中古品"), "Customers also bought",
// a discontinued item's successor or alternatives ("Nachfolgeartikel", "Alternativen"), a shop's others of the kind ("Nos autres
// pneus 205/55 R16"), "Ähnliche Produkte", "Vous aimerez
// aussi", "Vendu avec" (sold with), "Benzer Ürünler", "猜你喜欢" ("you may like"), JD's "人气配件" ("popular accessories"), a pharmacy's "Rezeptfreie Alternativen";
// those in stock, under a sold-out item ("Produits similaires disponibles", "Produtos similares disponíveis"); a package of
// others to buy with it (AJ Madison's "Complete Your Kitchen" and its package price).
const OTHER_PRODUCTS_HEADING =
  /^(?:you (?:may|might|will) also (?:like|love|be interested in)|you may like|(?:customers|people|members|shoppers) (?:who (?:bought|viewed) this (?:item |product )?)?also (?:bought|viewed|liked)|frequently bought together|(?:often |usually )?sold with(?: this (?:item|product))?|vendu avec|souvent (?:achetés|vendus) ensemble|(?:popular|recommended|compatible|matching) accessories|(?:compare )?similar (?:products|items|listings)|related (?:products|items)|recently viewed(?: items| products)?|recent bekeken|gerelateerde (?:producten|artikelen)|ostatnio oglądane|récemment consultés|vus récemment|visti di recente|vistos recientemente|vistos recentemente|senast visade|最近チェックした商品|最近浏览|successor(?: products?| models?| items?)?|(?:suggested |recommended )?replacements?(?: (?:products?|items?|models?|parts?))?|(?:\p{L}+ )?alternatives?|alternative (?:products|items)|nachfolge(?:artikel|produkt|modell)|ersatzartikel|(?:\p{L}+ )?alternativen|alternativartikel|produits? de remplacement|produits alternatifs|alternatieven|alternativer|more from this (?:brand|seller|collection|shop)|(?:our other|nos autres|unsere anderen|nuestros otros|i nostri altri|onze andere) [\p{L}\p{N} /.+-]{1,40}|other (?:sellers|offers)(?: on [\p{L}.]+)?|more buying choices|weitere angebote|andere verkäufer|autres (?:offres|vendeurs)|otras ofertas|otros vendedores|altre offerte|andere (?:aanbieders|verkopers)|この商品の中古品|(?:explore )?related searches|complete (?:the look|your (?:kitchen|room|set|outfit|look|laundry|bathroom|bedroom|home|setup))|shop the look|(?:style|wear|pair) it with|matcha med|passar (?:bra )?med|kombiniere mit|à associer avec|comb[íi]nalo con|abbinalo con|(?:people|others) also (?:bought|viewed)|das könnte (?:ihnen|dir) auch gefallen|das gefällt (?:ihnen|dir) (?:bestimmt |vielleicht )?auch|ähnliche (?:produkte|artikel)|kunden kauften auch|zuletzt angesehen|vous aimerez (?:peut-être )?aussi|les clients ont aussi (?:regardé|consulté|acheté|aimé)|produits similaires|tambi[ée]n te (?:puede|podría) (?:gustar|interesar)|productos (?:similares|relacionados)|você também pode gostar|produtos (?:similares|relacionados)|potrebbe (?:interessarti|piacerti) anche|prodotti (?:simili|correlati)|anderen bekeken ook|vergelijkbare producten|klienci kupili również|zákazníci (?:také|též) (?:koupili|zakoupili)|podobné (?:produkty|zboží)|související (?:produkty|zboží)|podobne produkty|polecane produkty|produkty powiązane|похожие (?:товары|объявления)|с этим товаром покупают|рекомендуемые товары|сопутствующие товары|вам (?:также )?может понравиться|рекомендовані товари|схожі товари|супутні товари|liknande produkter|andra (?:har också köpt|köpte också)|du kanske också gillar|andre (?:købte|kjøpte) også|du (?:vil måske også kunne lide|liker kanskje også)|muut (?:ostivat|katsoivat) myös|saatat pitää myös|関連商品|おすすめ商品|猜你喜欢|相关商品|为你推荐|人气配件|推荐配件|配件推荐|看了又看|买了又买|同类推荐|추천 상품|관련 상품|비슷한 상품|類似商品|(?:一緒に|よく一緒に|合わせて)購入されて(?:いる|いる商品)|一緒に購入されることが多い商品|(?:经常|經常)一起(?:购买|購買)|benzer ürünler|bunlar da ilginizi çekebilir|birlikte alınan ürünler|son (?:gezdiğiniz|incelediğiniz) ürünler|منتجات (?:مشابهة|ذات صلة)|produk (?:serupa|terkait)|sản phẩm (?:tương tự|liên quan)|hasonló termékek|produse similare|παρόμοια προϊόντα)(?: (?:available|in stock|disponibles?|disponíveis|disponibili|verfügbar|beschikbaar))?\s*[:.!]?$/iu;
// A longer heading of the kind, read by its opening: "Kunden, die diesen Artikel kauften, haben auch folgende Artikel bestellt:",
// "Accessories for this item", "Otros pianos que le pueden interesar", a parts catalogue's "Other Brake Pad options for 2012
// HONDA CIVIC …", other sellers' "3 offres Marketplace".
const OTHER_PRODUCTS_OPENING =
  /^(?:\d+ (?:other |more |autres |weitere |otras |altre )?(?:offers|offres|angebote|ofertas|offerte|aanbiedingen)(?: \p{L}+)?$|customers who (?:bought|viewed) this (?:item|product)|(?:\p{L}+ )?(?:alternativen|alternatives?) (?:bei|zu|für|to|for|pour|para|per)|you (?:may|might) also be interested in|kunden, die diese[nmr]? (?:artikel|produkt) (?:kauften|gekauft|angesehen)|les clients (?:ayant|qui ont) (?:acheté|consulté) cet? (?:article|produit)|los clientes que (?:compraron|vieron) este (?:artículo|producto)|i clienti che hanno (?:acquistato|visto) questo (?:articolo|prodotto)|klanten die dit (?:product|artikel) (?:kochten|bekeken)|klienci, którzy (?:kupili|oglądali) ten (?:produkt|towar)|bu ürün(?:ü|e) (?:alanlar|bakanlar|inceleyenler)|accessories (?:for|to go with) this (?:item|product)|other (?:[\p{L}\p{N}-]+ ){0,4}(?:options|choices|products|items|parts) (?:for|to fit|that fit)|(?:\p{L}+ ){0,3}que (?:le|te|os|les) (?:puede|pueden|podría|podrían) (?:interesar|gustar))(?![\p{L}])/iu;
const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
const HEADING_CHARS = 60;
const namesOtherProducts = (el: Element | undefined) => {
  if (!el || !HEADINGS.has(el.tagName)) return false;
  const head = squash(textHead(el, HEADING_CHARS + 1));
  return OTHER_PRODUCTS_HEADING.test(head) || OTHER_PRODUCTS_OPENING.test(head);
};
const firstElementChild = (el: Element) => el.children.find(isElement);
// The strip is the box that opens with such a heading, at most two boxes down, or the box that follows it.
const HEADING_DEPTH = 3;
function headedAsOtherProducts(el: Element): boolean {
  if (namesOtherProducts(previousElement(el))) return true;
  let first: Element | undefined = el;
  for (let i = 0; i < HEADING_DEPTH && first; i++) {
    first = firstElementChild(first);
    if (namesOtherProducts(first)) return true;
  }
  return false;
}
// A widget's id names it as often as its class ("avivid_recommend_tag" around a strip of plain item cards). The page's root
// and body are never chrome: their classes name the layout ("sidebar-primary", "panel-two-col-sidebar-right").
const PAGE_ROOTS = new Set(['html', 'body']);
// A strip's name as written ("cross-sell") or in its camel-case words (BigCommerce's "productCarousel"); a layout's camel-case
// modifier ("prd_section--withoutSidebar") names no chrome.
const namesStrip = (name: string) => STRIP_CLASS.test(name) || (/[a-z][A-Z]/.test(name) && STRIP_CLASS.test(words(name).join(' ')));
const classOf = (el: Element) => (PAGE_ROOTS.has(el.tagName) ? '' : (el.attribs.class ?? ''));
/** Whether `el` is a strip named or headed for other products (not merely a sidebar): the values it states are theirs. */
export const isProductStrip = (el: Element) => namesStrip(classOf(el)) || namesStrip(el.attribs.id ?? '') || headedAsOtherProducts(el);
// A layout's column that also names the product's details or its purchase is the product's buy column, not a sidebar
// (Alshaya's "content__sidebar product-details" beside its "content__sidebar gallery-wrapper", Udemy's
// "sidebar-container--purchase-section").
const PRODUCT_DETAILS = /(^|[\s_-])(?:product[-_]?(?:details?|info|summary)|purchase[-_]?(?:section|box|panel)?|buy[-_]?box)([\s_-]|$)/i;
const namesSidebar = (name: string) => SIDEBAR_CLASS.test(name) && !PRODUCT_DETAILS.test(name);
// A column named for a sidebar that holds the page's heading is the product's own (Vinted's "item-page-sidebar-content" with
// the item's h1, its price, its status and its buy button, beside the photos). Each is asked once: closestWhere asks it of
// every element under it.
const HOLDS_HEADING = new WeakMap<Element, boolean>();
const holdsHeading = (el: Element) => {
  let holds = HOLDS_HEADING.get(el);
  if (holds === undefined) HOLDS_HEADING.set(el, (holds = !!firstElement(el, (d) => d.tagName === 'h1')));
  return holds;
};
// A strip of other products (related, recommended, a successor), or a sidebar or a mini-cart.
const isOtherProducts = (el: Element) => isProductStrip(el) || ((namesSidebar(classOf(el)) || namesSidebar(el.attribs.id ?? '')) && !holdsHeading(el));
// An <aside> inside the page's main content that holds a buy button is the product's buy box, set beside the rest (RS's
// "PurchasePanel", Conrad's "buyBox", Boulanger's "product-buybox"), as is a classified's that holds the button to contact
// the seller (Blocket's price beside "Kontakta säljaren"); one beside the main content is the page's sidebar. On a page that
// marks no main content, the buy box is the <aside> in the panel that holds the product's heading (Takealot's "buybox"
// beside its "pdp-core" column).
const isMain = (el: Element) => el.tagName === 'main' || el.attribs.role === 'main';
const contactsSeller = (el: Element) => (el.tagName === 'button' || el.tagName === 'a') && CONTACT_SELLER.test(controlLabel(el));
const besideHeading = (el: Element) => !!el.parent && isElement(el.parent) && el.parent.tagName !== 'body' && holdsHeading(el.parent);
const buyBoxAside = (el: Element) =>
  el.tagName === 'aside' && (!!closestWhere(el, isMain) || besideHeading(el)) && !!firstElement(el, (d) => isBuyButton(d) || contactsSeller(d));
const chromeTag = (el: Element) => isChromeTag(el) && !buyBoxAside(el);
export const isChrome = (el: Element) => chromeTag(el) || isDialog(el) || isOtherProducts(el);
/** Whether `el` sits in a strip of other products or a sidebar: what it offers (a buy button, a stock line) is theirs. */
export const inOtherProducts = (el: Element) => !!closestWhere(el, isOtherProducts);
// A link to another page that holds more than the words read is an item's card (its name, its price, "Ausverkauft"): its stock
// and its price are the linked item's (a "recently viewed" card's "13.850,00 TL", another colour's "Siyah 57.999,00 TL"). A
// link in the option chosen is the chosen variant's own (a size swatch's "<li class="selected"><a href="?size=100ml">100 ml
// 145,00 €</a>").
const CARD_CHARS = 200;
const linksElsewhere = (el: Element) => el.tagName === 'a' && /^(?!#|javascript:)\S/i.test(el.attribs.href ?? '');
/** Whether `el`, which says `said`, sits in a link to another item that says more. */
export const inItemCard = (el: Element, said: string) =>
  !!closestWhere(el, (e) => linksElsewhere(e) && squash(textHead(e, CARD_CHARS)).length > said.length) && !inChosenOption(el);
// A card's link names its item beside the money (a "recently viewed" card's "<a href="/y"><h3>Other phone</h3>13.850,00 TL</a>",
// another colour's "<a href="/siyah">Siyah 57.999,00 TL</a>"): a word of three letters or more, not a buy button's.
const NAME_WORD = /\p{L}{3,}/u;
/** Whether `el` is a link to another item that names it beside its money: the money is that item's. */
export const isItemCardLink = (el: Element) => {
  if (!linksElsewhere(el)) return false;
  const said = squash(textHead(el, CARD_CHARS + 1));
  // Most links (a menu's, a footer's) hold no digit: no amount, and no walk up for an option chosen.
  return said.length <= CARD_CHARS && /\d/.test(said) && MONEY.test(said) && NAME_WORD.test(withoutMoney(said)) && !isBuyButton(el) && !inChosenOption(el);
};
/** Whether `el` sits in a strip of other products. */
export const inProductStrip = (el: Element) => !!closestWhere(el, isProductStrip);
// A variant picker ("M - Out of stock" in a size menu, a sold-out colour swatch, H&M's "XL Ausverkauft" in its list of
// "sizes") speaks for that variant, not the product.
const VARIANT_PICKER =
  /(^|[\s_-])(swatch|swatches|sizes|(variant|variation|size|colou?r)s?[-_]?(picker|selector|select|options?|list|buttons?|chooser|swatch(es)?))([\s_-]|$)/i;
// A list whose items are options to pick: by their role, or by one of them marked as the one chosen (Kaspi's colours:
// "<li class=_active>", then "<li class=_disabled>лимонный · нет в наличии</li>"; Nykaa's shades: "<button class="shade
// selected">", then "<button class="shade">MR5 Crimson Cure (Out of stock)</button>").
const PICKER_ROLES = new Set(['listbox', 'option', 'radiogroup']);
const OPTION_TAGS = new Set(['li', 'button', 'a', 'label', 'option', 'tr']);
// Boxes a picker marks as its options by their role (Blinkit's unit cards: "<div role=radio aria-checked=false>100 g ₹58").
const OPTION_ROLES = new Set(['radio', 'option', 'menuitemradio']);
// Each menu's, asked of each of its options (a country menu holds two hundred).
const CHOSEN_OPTION = new WeakMap<Element, Element | undefined>();
/** A closed menu's chosen option, which is all it shows: the one marked selected, else its first. */
export function chosenOption(menu: Element): Element | undefined {
  if (CHOSEN_OPTION.has(menu)) return CHOSEN_OPTION.get(menu);
  let first: Element | undefined;
  let chosen: Element | undefined;
  walkElements(menu, (e) => {
    if (e.tagName !== 'option') return;
    first ??= e;
    if (e.attribs.selected !== undefined) chosen ??= e;
  });
  CHOSEN_OPTION.set(menu, chosen ?? first);
  return chosen ?? first;
}
// A menu marks the option it shows.
const isChosen = (el: Element) => {
  if (el.tagName === 'option') {
    const menu = closestWhere(el, (e) => e.tagName === 'select');
    return menu ? chosenOption(menu) === el : el.attribs.selected !== undefined;
  }
  return markedChosen(el);
};
// Each element's, asked of every label and price on the page and of each of their ancestors.
const UNCHOSEN_OPTION = new WeakMap<Element, boolean>();
/** Whether `item` is an option not chosen beside one that is: Amazon's "Kindle $14.99" format beside the chosen "Paperback". */
export const isUnchosenOption = (item: Element) => {
  let unchosen = UNCHOSEN_OPTION.get(item);
  if (unchosen === undefined) UNCHOSEN_OPTION.set(item, (unchosen = judgeOption(item)));
  return unchosen;
};
// A radio or checkbox marks its option chosen where the item holds it checked, or is the label for it (Samsung's storage chips:
// "<li><input type=radio name=memory checked><label for=storage-1>512 GB 1.169,00 €</label></li>").
const isChecked = (el: Element) => el.tagName === 'input' && el.attribs.checked !== undefined;
const holdsChecked = (item: Element) =>
  !!firstElement(item, isChecked) ||
  (item.tagName === 'label' && !!item.attribs.for && !!item.parent?.children.some((c) => isElement(c) && isChecked(c) && c.attribs.id === item.attribs.for));
// An item whose only element is the option marks it chosen there: "<li><button aria-pressed="true">55"</button></li>".
const chosenItem = (item: Element) => {
  const inner = item.children.filter(isElement);
  return isChosen(item) || holdsChecked(item) || (inner.length === 1 && OPTION_TAGS.has(inner[0].tagName) && isChosen(inner[0]));
};
// A list named for tabs holds their panes, one marked current (1C-Bitrix's "<ul class="tabs_content"><li class="current">"):
// a pane not shown still holds the product's details.
const inPanes = (item: Element) => !!item.parent && isElement(item.parent) && NOT_CARD.test(item.parent.attribs.class ?? '');
// A parent's children that are chosen, found once a parent: a list of thousands of reviews asks it of each of them.
const CHOSEN_ITEMS = new WeakMap<ParentNode, Element[]>();
const CHOSEN_CARDS = new WeakMap<ParentNode, Element[]>();
const chosenAmong = (parent: ParentNode | null, found: WeakMap<ParentNode, Element[]>, is: (el: Element) => boolean) => {
  if (!parent) return [];
  let chosen = found.get(parent);
  if (!chosen) found.set(parent, (chosen = parent.children.filter((c): c is Element => isElement(c) && is(c))));
  return chosen;
};
const judgeOption = (item: Element) => {
  if (OPTION_TAGS.has(item.tagName) || OPTION_ROLES.has(item.attribs.role ?? ''))
    return !chosenItem(item) && !inPanes(item) && chosenAmong(item.parent, CHOSEN_ITEMS, chosenItem).some((c) => c !== item && c.tagName === item.tagName);
  return (
    CARD_TAGS.has(item.tagName) &&
    !NOT_CARD.test(item.attribs.class ?? '') &&
    !isChosenCard(item) &&
    chosenAmong(item.parent, CHOSEN_CARDS, isChosenCard).some((c) => c !== item && sameCard(c, item))
  );
};
// A configurator sets its options as cards, one marked chosen (Dell's "cf-config cf-config--selected" aria-selected="true",
// Lenovo's "model-card model-card--active"): the chosen card's classes are the others' and its mark. A tab's pane and a
// carousel's slide are marked "active" among their kind too, and a pane not shown still holds the product's details: they are
// no options (Magento's "data item title active" tab beside its "data item content" pane is no pair of cards).
// Cards are boxes, links or list items (a marketplace's "<a class="variantoption">256 GB 71.999,00 TL</a>" beside the chosen
// "<a class="variantoption selected">128 GB Tükendi</a>").
const CARD_TAGS = new Set(['div', 'a', 'li', 'label']);
const CHOSEN_CARD = /(^|[\s_-])(selected|active|current)([\s_-]|$)/i;
const NOT_CARD = /(^|[\s_-])(tabs?|panes?|panels?|slides?|slick|swiper|carousel|accordion)([\s_-]|$)/i;
const isChosenCard = (el: Element) => (CHOSEN_CARD.test(el.attribs.class ?? '') && !NOT_CARD.test(el.attribs.class ?? '')) || statedChosen(el);
// A card not chosen may be marked unavailable too (a marketplace's "<div class="sku-item disabled">Blue Sold out</div>" beside
// the chosen "sku-item active"): the mark is its state, not its kind.
const UNAVAILABLE_CARD = /^(?:is-|has-)?(?:disabled|unavailable|inactive|sold-?out|out-?of-?stock|oos)$/i;
const classes = (el: Element) =>
  (el.attribs.class ?? '')
    .trim()
    .split(/\s+/)
    .filter((c) => c && !UNAVAILABLE_CARD.test(c));
const sameCard = (chosen: Element, card: Element) =>
  chosen.tagName === card.tagName && classes(card).length > 0 && classes(card).every((c) => classes(chosen).includes(c)) && !chosen.attribs.role;
/** Whether `el` sits in an option not chosen beside one that is. */
export const inUnchosenOption = (el: Element) => !!closestWhere(el, isUnchosenOption);
// The option chosen beside others not chosen: a pet shop's checked "One-off purchase £46.00" over its "Easy Repeat £43.70".
const isChosenOption = (item: Element) =>
  (OPTION_TAGS.has(item.tagName) || OPTION_ROLES.has(item.attribs.role ?? '')) &&
  chosenItem(item) &&
  !!item.parent?.children.some((c) => c !== item && isElement(c) && isUnchosenOption(c));
/** Whether `el` sits in the option chosen beside others not chosen: its amount is the chosen variant's or way to buy's. */
export const inChosenOption = (el: Element) => !!closestWhere(el, isChosenOption);
// A list of buttons is a grid of options, whatever it is named (ABOUT YOU's sizes: "<li><button disabled>40 Vyprodáno</button>"
// among "<li><button>41</button>"): a buy box does not list its buttons.
const OPTION_LIST_ITEMS = 3;
const isButtonList = (list: Element) => {
  if (list.tagName !== 'ul' && list.tagName !== 'ol') return false;
  const items = list.children.filter(isElement);
  const isButtonItem = (li: Element) => {
    const kids = li.children.filter(isElement);
    return li.tagName === 'li' && kids.length > 0 && kids.every((c) => c.tagName === 'button');
  };
  return items.length >= OPTION_LIST_ITEMS && items.every(isButtonItem);
};
export const inVariantPicker = (el: Element) =>
  !!closestWhere(
    el,
    (e) =>
      e.tagName === 'select' ||
      e.tagName === 'option' ||
      PICKER_ROLES.has(e.attribs.role ?? '') ||
      VARIANT_PICKER.test(e.attribs.class ?? '') ||
      VARIANT_PICKER.test(hookOf(e) ?? '') ||
      isUnchosenOption(e) ||
      isButtonList(e),
  );
// A short row of a table or list whose rows each open with a link (a comparison site's offers, a variant table, other
// products: the link names the row's item) says its own item's stock, not the product's. A layout table's rows hold one
// cell, and a buy box's list ("In stock", "Free delivery") opens with its own words; a tier table's quantity linked to fill
// the order's quantity in (Mouser's "<a>10</a>") names no item.
const ROW_CHARS = 300;
const QUANTITY = /^\d[\d.,\s]*\+?$/;
const cellCount = (row: Element) => row.children.filter((c) => isElement(c) && (c.tagName === 'td' || c.tagName === 'th')).length;
function opensWithLink(row: Element): boolean {
  const stack: AnyNode[] = [row];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'text' && squash(n.data))
      return !QUANTITY.test(squash(n.data)) && !!closestWhere(n.parent as Element, (e) => e.tagName === 'a' && !!e.attribs.href);
    if (isElement(n)) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return false;
}
export function isLinkedRow(el: Element): boolean {
  const shape = el.tagName === 'tr' ? cellCount(el) : el.tagName === 'li' ? 0 : -1;
  if (shape < 0 || (el.tagName === 'tr' && shape < 2) || !opensWithLink(el) || textHead(el, ROW_CHARS + 1).length > ROW_CHARS) return false;
  // Another row of its shape that opens with a link: the first one found settles it, however long the list.
  const sameShape = (c: AnyNode): c is Element => c !== el && isElement(c) && c.tagName === el.tagName && (el.tagName !== 'tr' || cellCount(c) === shape);
  return !!el.parent?.children.some((c) => sameShape(c) && opensWithLink(c));
}
export const inLinkedRow = (el: Element) => !!closestWhere(el, isLinkedRow);

const STRUCK = new Set(['s', 'del', 'strike']);
// Struck out by its tag, by its own style ("text-decoration: line-through"), as themes without a <del> write it, or by a class
// named for that style (Dell's "strike-through").
const STRUCK_CLASS = /(^|[\s_-])(?:strike[\s_-]?through|line[\s_-]?through)([\s_-]|$)/i;
export const isStruck = (el: Element) => STRUCK.has(el.tagName) || /line-through/.test(el.attribs.style ?? '') || STRUCK_CLASS.test(el.attribs.class ?? '');

// A stock message the page hides by its own style or by a class its stylesheet hides ("Sold out" in a display:none box,
// IdoSell's "Powiadom o dostępności" in a "--hide" one) is a template its script shows for a variant that is out, as a
// theme's badge is. Not so a price: shops hide the price box until their script fills it in. "visually-hidden" text is
// read aloud to screen readers: it is the page's.
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;
const HIDDEN_CLASS = /(?:^|\s)(?:hidden|hide|--hide|d-none|is-hidden|u-hidden)(?:\s|$)/i;
export const hiddenByPage = (el: Element) => HIDDEN_STYLE.test(el.attribs.style ?? '') || HIDDEN_CLASS.test(el.attribs.class ?? '');

/** Whether `el` is one of a row of siblings whose first class is the same and names `fieldWords`. */
export function oneOfNamedRow(el: Element, fieldWords: readonly string[]): boolean {
  const first = (e: Element) => (e.attribs.class ?? '').trim().split(/\s+/)[0];
  const name = first(el);
  if (!name || !namesTogether(words(name), fieldWords)) return false;
  return !!el.parent?.children.some((c) => c !== el && isElement(c) && c.tagName === el.tagName && first(c) === name);
}

// A price only members pay, named so by its box: Dan Murphy's "member-offer-banner__price", Audible's "adbl-member-price", a
// "club-price", IKEA's "pip-price-package__family" above the price without IKEA Family. A member price's label before its
// amount is currency.ts's NOT_TO_PAY.
const MEMBER_WORDS = new Set(['member', 'members', 'membership', 'club', 'loyalty', 'loyal', 'mitglied', 'mitglieder', 'family']);
const MEMBER_BOX_DEPTH = 3;
/** Whether `el` is a price only members pay, named so by its box or a box up to MEMBER_BOX_DEPTH around it. */
export const forMembers = (el: Element) => {
  let box: ParentNode | null = el;
  for (let i = 0; i < MEMBER_BOX_DEPTH && box && isElement(box as AnyNode); i++, box = box.parent) if (namedWith(box as Element, MEMBER_WORDS)) return true;
  return false;
};

// A box named for the price everyone pays.
const REGULAR_BOX = /(^|\s)(regular|standard|ordinary)(\s|$)/;
// A members' box says so in a line of this length at most (Saxo's "Premium-pris 199,95 kr. Kun for Saxo Premium-medlemmer.").
const MEMBERS_BOX_CHARS = 120;
const membersBox = (el: Element) => namedWith(el, MEMBER_WORDS) || namesMembersPrice(textHead(el, MEMBERS_BOX_CHARS));
/**
 * Whether `el` is the price for everyone that its box sets beside the members' one, named so or labelled so (Intersport's
 * "product-price__standard" beside its "product-price__club", Hervis's "price--regular" beside its "price--club",
 * Naturkompaniet's amount in its "nk-price__ordinary" beside "nk-price__member", Saxo's "price-box__regular" beside its box
 * labelled "Premium-pris"): the price to pay, not a former one.
 */
export const besideMembersPrice = (el: Element) =>
  [el, el.parent].some(
    (box) =>
      !!box &&
      isElement(box) &&
      REGULAR_BOX.test(words(box.attribs.class ?? '').join(' ')) &&
      !!box.parent &&
      isElement(box.parent) &&
      box.parent.children.some((c) => c !== box && isElement(c) && membersBox(c)),
  );

// Other shoppers' words: reviews, questions and their answers ("Но W30 уже нет в наличии", a reviewer's size), and a list of
// bids on a classified (Marktplaats' "BiddingList": what others offer, not the asking price; an auction's "biddingBox"
// shows its current bid, the price), named so by their box's class or id.
const SHOPPERS_BOX_WORDS = new Set(['review', 'reviews', 'feedback', 'feedbacks', 'testimonial', 'testimonials', 'ugc', 'qna', 'questions', 'answers']);
const BID_LIST = /bid(?:s|ding)?[-_]?(?:list|history)/i;
/** Whether a word of `el`'s class or id is one of `names`. */
export const namedWith = (el: Element, names: ReadonlySet<string>) =>
  [...words(el.attribs.class ?? ''), ...words(el.attribs.id ?? '')].some((w) => names.has(w));
/** Whether `el` is a box of other shoppers' reviews, questions or bids. */
export const isShoppersBox = (el: Element) => namedWith(el, SHOPPERS_BOX_WORDS) || BID_LIST.test(el.attribs.class ?? '') || BID_LIST.test(el.attribs.id ?? '');
/** Whether `el` sits in a box of other shoppers' reviews, questions or bids. */
export const inShoppersBox = (el: Element) => !!closestWhere(el, isShoppersBox);
