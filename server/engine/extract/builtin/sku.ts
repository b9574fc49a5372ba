/**
 * SKUs: what a shop's own item code looks like, and where marketplaces put it in the URL.
 * ISBNs, EANs and button labels are not SKUs.
 */

// A GTIN (UPC-12/EAN-13/GTIN-14) or an ISBN is the product's barcode, not the shop's item code. Eight
// digits are a shop's item or store number far more often than an EAN-8.
const BARCODE = /^(?:isbn[\s:-]*)?(?:97[89][\d-]{10,14}|\d{12,14})$/i;

const CODE = /^[A-Z][A-Z0-9]*(?:[-_./][A-Z0-9]+)+$/;

/**
 * The item code in a value, or undefined for a label-like phrase or text without a digit; a barcode
 * too, unless the page states the value as the item code itself (`stated`: structured data's `sku`).
 */
export function skuOf(text: string, stated = false): string | undefined {
  const s = text.replace(/^(?:sku|item\s*#|#)\s*[:：]?\s*/i, '').trim();
  // An item code has a digit or is an upper-case code in parts ("GV-SFC-CE"); "Save for later" is a button.
  if (!s || s.length > 40 || s.split(/\s+/).length > 3 || !(/\d/.test(s) || CODE.test(s))) return undefined;
  if (/^isbn/i.test(s)) return undefined;
  return !stated && BARCODE.test(s.replace(/[\s-]/g, '')) ? undefined : s;
}

/** A GTIN (EAN/UPC/ISBN digits, 8 to 14 of them) in a value, else undefined. */
export function gtinOf(text: string): string | undefined {
  const digits = text.replace(/^(?:isbn|ean|gtin|upc)[\s:-]*/i, '').replace(/[\s-]/g, '');
  return /^\d{8,14}$/.test(digits) && /[1-9]/.test(digits) ? digits : undefined;
}

// Marketplaces' item URLs: Amazon /dp/ and /gp/product/ (ASIN), eBay /itm/, Walmart /ip/, classifieds /s-anzeige/.
const URL_IDS = [
  /\/(?:dp|gp\/product|gp\/aw\/d)\/([A-Z0-9]{10})(?:[/?#]|$)/,
  /\/itm\/(?:[^/?#]+\/)?(\d{9,15})(?:[/?#]|$)/,
  /\/ip\/(?:[^/?#]+\/)?(\d{6,12})(?:[/?#]|$)/,
  /\/s-anzeige\/[^/?#]+\/(\d{6,12})/,
];

/** The item id a marketplace URL carries, if any. */
export function skuFromUrl(url: string): string | undefined {
  for (const re of URL_IDS) {
    const m = re.exec(url);
    if (m) return m[1];
  }
  return undefined;
}
