/**
 * The locale a page is written for: its language tag, and the country its address names.
 */

// Country domains sites everywhere take for their letters (.io, .co, .tv, .ai…) say nothing of where a shop sells.
const WORLDWIDE_DOMAINS = new Set(['io', 'co', 'me', 'tv', 'ai', 'fm', 'ly', 'to', 'gg', 'cc', 'ws', 'nu', 'la', 'am']);
// The one country domain that is not its country's ISO 3166 code.
const REGION_OF_DOMAIN: Record<string, string> = { uk: 'GB' };

/** Whether a BCP 47 tag names a region ("zh-TW", "zh-Hant-TW"; not "zh" or "zh-Hant"). */
const namesRegion = (tag: string) =>
  tag
    .split(/[-_]/)
    .slice(1)
    .some((t) => /^[a-z]{2}$/i.test(t));

/** The country a URL's domain names (shop.com.tw → TW), if it names one. */
function domainRegion(url: string): string | undefined {
  let tld: string | undefined;
  try {
    tld = /\.([a-z]{2})$/i.exec(new URL(url).hostname)?.[1]?.toLowerCase();
  } catch {
    return undefined;
  }
  return tld && !WORLDWIDE_DOMAINS.has(tld) ? (REGION_OF_DOMAIN[tld] ?? tld.toUpperCase()) : undefined;
}

// A shop on a worldwide domain that says which dollars its prices are in ("All prices in Canadian dollars" in its footer).
const DOLLARS_STATED = /\bprices?(?: are)?(?: shown| quoted| listed| displayed)? in (canadian|australian|new zealand|singapore|hong kong) dollars\b/i;
const REGION_OF_DOLLAR: Record<string, string> = { canadian: 'CA', australian: 'AU', 'new zealand': 'NZ', singapore: 'SG', 'hong kong': 'HK' };

/**
 * A page's locale: its language tag, with the country its address's domain names where the tag names none ("zh" on
 * shop.com.tw is zh-TW, a page without a tag on shop.ca is "und-CA"), else the country whose dollars its text says its prices
 * are in (`text`, read only then). It settles the currency symbols several countries share ("$", "元").
 */
export function pageLocale(lang: string | undefined, url: string, text: () => string = () => ''): string | undefined {
  if (lang && namesRegion(lang)) return lang;
  const region = domainRegion(url) ?? REGION_OF_DOLLAR[DOLLARS_STATED.exec(text())?.[1].toLowerCase() ?? ''];
  return region ? `${lang ?? 'und'}-${region}` : lang;
}
