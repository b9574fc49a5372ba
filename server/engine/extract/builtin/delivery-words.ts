/**
 * Delivery in the major shop languages: what labels a shipping cost (currency.ts), a delivery method's stock
 * (availability.ts) and, with the words of its time, a delivery time (buy-box.ts). German joins the word to what it
 * delivers ("Standardversand", "Expresslieferung"); Chinese, Japanese and Korean join it to the next word ("配送料").
 */
export const DELIVERY_WORDS = [
  'deliver(?:y|ies)|shipping|postage|p&p',
  '\\p{L}*versand(?:kosten)?|\\p{L}*liefer(?:ung|kosten)',
  'livraison|frais de port|exp[ée]dition',
  'env[íi]o|entrega|frete|spedizione|consegna',
  'verzending|verzendkosten|bezorging',
  'dostawa|wysyłka|doprava',
  'frakt|leverans|levering|toimitus',
  'доставка',
  '\\p{L}*(?:送料|配送|発送|運費|运费|배송)',
].join('|');
