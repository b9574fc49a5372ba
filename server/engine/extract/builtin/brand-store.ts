/**
 * The brand a marketplace names by a link to the brand's store under the product's title, where a shop writes
 * "Brand: …": "Visit the Tefal Store", "Visiter la boutique PetSafe", "Besuche den Oceana-Store".
 */
import type { CheerioAPI } from 'cheerio';
import { textOf, walkElements } from '../../page/dom';
import { mainRegion } from '../../page/page-model';
import { squash } from '../../page/text';

// The link's wording in the marketplaces' languages; the brand is the one group.
const STORE_LINK = [
  /^visit the (.+) store$/i,
  /^visiter la boutique (.+)$/i,
  /^besuchen? (?:sie )?den (.+)-store$/i,
  /^visita la tienda de (.+)$/i,
  /^visita lo store di (.+)$/i,
  /^bezoek de (.+)-winkel$/i,
  /^odwiedź sklep (.+)$/i,
  /^besök (.+)-butiken$/i,
  /^visite a loja (?:d[aeo] )?(.+)$/i,
  /^(.+) mağazasını ziyaret edin$/i,
  /^(.+)のストアを表示$/,
  /^(?:قم بزيارة|زيارة) متجر (.+)$/,
];

/** The brands named by links to their stores in the page's main region, in page order. */
export function brandStoreNames($: CheerioAPI): string[] {
  const names: string[] = [];
  const main = mainRegion($)[0];
  if (!main || !('children' in main)) return names;
  walkElements(main, (el) => {
    if (el.tagName !== 'a') return;
    const text = squash(textOf(el));
    const name = STORE_LINK.map((re) => re.exec(text)?.[1]).find(Boolean);
    if (name) names.push(name);
  });
  return names;
}
