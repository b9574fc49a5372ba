/**
 * The builtin on shops whose price box opens on a "from" over the option chosen (a bouquet's size, a used lens's grade, an
 * experience's number of laps), on stock lines and buy buttons that say the item ships later or that few are left, and on
 * codes a camera shop sets under its own labels.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

const CODES: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, mpn: { type: 'string' } } };

test('the one price stated, shown only behind a "from", gives way to the chosen option\'s price in the buy box', () => {
  const picker =
    '<ul class="variants"><li class="variant"><label>Klein <strong>24,99 €</strong></label></li><li class="variant variant--selected"><label>Mittel <strong>29,99 €</strong></label></li></ul>';
  const box = `<p class="fromPrice">ab 24,99 €</p>${picker}<div class="Price_root"><span class="Price_value" data-testid="pdp-price">29,99 €</span></div><button>In den Warenkorb</button>`;
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Rosenstrauß Amore","offers":{"@type":"Offer","price":"24.99","priceCurrency":"EUR"}}</script>';
  expect(extract(`${ld}<main><h1>Rosenstrauß Amore</h1>${box}</main>`, PRODUCT, 'https://shop.example/p/1', 'de').price).toBe(29.99);
  // A sharing price so stated, a Magento box's "From" over the size chosen.
  const meta = '<meta property="product:price:amount" content="19.99">';
  const magento =
    '<div class="price-box"><span class="price-label">From</span> <span class="price-wrapper" data-price-amount="19.99"><span class="price">£19.99</span></span></div><div class="sizes"><label><input type="radio" name="size"> 30cm – £19.99</label><label class="selected"><input type="radio" name="size" checked> 45cm – £24.99</label></div><div class="selected-price">Your price: <span class="price">£24.99</span></div><button>Add to basket</button>';
  expect(extract(`${meta}<main><h1>Photo Cushion</h1>${magento}</main>`).price).toBe(24.99);
  // No structured price: the box's "Starting at" is the cheapest grade's, the chosen grade's price follows.
  const grades =
    '<div class="price-box"><span class="price-label">Starting at</span> <span class="price">$879.00</span></div><div class="selected-grade"><span>Your price (EX+):</span> <span class="price selected-price">$1,079.00</span></div><button>Add to Cart</button>';
  expect(extract(`<main><h1>Canon EF 70-200mm</h1>${grades}</main>`).price).toBe(1079);
  // A "from" that is the price of the option chosen stands.
  expect(extract(`${ld}<main><h1>Rosenstrauß Amore</h1><p class="fromPrice">ab 24,99 €</p><button>In den Warenkorb</button></main>`).price).toBe(24.99);
});

test('a stock line that says "Back Order" in two words, a button that orders what ships later, and a Japanese shop\'s few-left lines', () => {
  const stock = (box: string, lang = 'en') =>
    extract(`<main><h1>Canon EOS R5 Mark II</h1><p class="price">$4,299.00</p>${box}</main>`, PRODUCT, undefined, lang).availability;
  const aside = (button: string) =>
    `<aside class="buy-section"><div class="availability back-order"><span class="stock-status">Temporarily on Back Order</span></div><button class="add-to-cart-btn">${button}</button></aside>`;
  expect(stock(aside('Pre-Order / Back Order'))).toBe('BackOrder');
  expect(stock(aside('Back Order'))).toBe('BackOrder');
  expect(stock('<p class="stock">在庫残少 ご注文はお早めに！</p><button>ショッピングカートに入れる</button>', 'ja')).toBe('InStock');
  expect(stock('<span class="inventory_status">残りあと3点</span><button>買い物かごに入れる</button>', 'ja')).toBe('InStock');
});

test('a camera shop\'s codes: B&H\'s "B&H #" with its code in an element of its own, a "Manufacturer SKU" row, a capitals-only reference the data gives and the page shows', () => {
  const codes = (body: string, url?: string) => extract(`<main><h1>Used Canon RF 24-105mm</h1>${body}<p class="price">$899.00</p></main>`, CODES, url);
  expect(
    codes(
      '<div class="codeCrumbs"><span>B&amp;H # <span data-selenium="bhNumber">CA24105RFU9</span></span> <span>MFR # <span data-selenium="mfrNumber">2963C002</span></span></div>',
    ),
  ).toEqual({ sku: 'CA24105RFU9', mpn: '2963C002' });
  expect(
    codes('<table class="additional-attributes"><tr><th>SKU</th><td>1204723</td></tr><tr><th>Manufacturer SKU</th><td>2751B002</td></tr></table>'),
  ).toEqual({ sku: '1204723', mpn: '2751B002' });
  const ld = (sku: string) => `<script type="application/ld+json">{"@type":"Product","name":"Nikon Z f","sku":"${sku}"}</script>`;
  expect(codes(`${ld('NIKZFNU')}<div class="product attribute sku"><strong class="type">Réf. :</strong> <div class="value">NIKZFNU</div></div>`).sku).toBe(
    'NIKZFNU',
  );
  // A key in capitals the data gives and the page never shows is the shop's internal one (eMAG's).
  expect(codes(ld('DWFWKMMBM'), 'https://shop.example/whisky-0-7l/pd/DWFWKMMBM/').sku).toBeNull();
});
