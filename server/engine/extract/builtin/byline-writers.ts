/**
 * Which names an article's byline elements and its structured data give are its writers, as one answer: co-authors set
 * beside the first, but a name credited for other work, a desk and an agency; and the co-authors the byline shows beside
 * the one writer the data credits.
 */
import type { Element } from 'domhandler';
import { isElement } from '../../page/dom';
import type { PageModel } from '../../page/page-model';
import { isBoilerplateLine } from './boilerplate-lines';
import { bylineNames, namesWith, textByline } from './byline-lines';
import { coauthors, creditedForOtherWork } from './byline-names';
import { authorName, cleanValue } from './clean-value';
import type { Concept } from './concepts';
import { bylineText, namedElements } from './dom-values';
import { namesDesk } from './entity-values';

type Read = { value: unknown; i: number };
const ORGANIZATION_BOX = /(?:^|[\s_-])(?:org|organi[sz]ation|agency|publisher|outlet)(?:$|[\s_-])/i;
/**
 * The writers among names read from byline elements, as one answer ("A, B"): those set beside the first as its co-authors,
 * but a name another lists already, one credited for other work, and a desk listed beside people.
 */
export function writersTogether(page: PageModel, read: Read[], els?: Element[]): string {
  const first = els?.[read[0].i];
  // A name another answer lists already is that list's: a "By:" label's value and its first link's (Brookings).
  const together = (first ? read.filter((r) => els![r.i] === first || coauthors(first, els![r.i])) : read).filter(
    (r, _, all) => !all.some((o) => o !== r && namesWith(o.value, String(r.value))),
  );
  // But a name the page's "By" line lists is a writer's, whatever else the page credits it for (Bob Vila's "By Tony Carrick and
  // Mark Wolfe" over "Photo: Tony Carrick for Bob Vila").
  const byline = textByline(page.$);
  const bylined = new Set(byline ? bylineNames(authorName(byline) ?? '').map((n) => n.toLowerCase()) : []);
  const took = creditedForOtherWork(
    page,
    together.map((r) => String(r.value)).filter((name) => !bylined.has(name.toLowerCase())),
  );
  // A desk listed beside the people ("Which? Money team") is no writer of theirs, nor is an agency in a box named for it
  // (Autoblog's "<span class="byline__org">Associated Press</span>").
  const organization = (r: Read) => !!els && ORGANIZATION_BOX.test(els[r.i].attribs.class ?? '');
  const writers = together.filter((r) => !took.has(String(r.value)) && !namesDesk(String(r.value)) && !organization(r));
  return [...new Set((writers.length ? writers : together).map((r) => String(r.value)))].join(', ');
}

/**
 * The writers the byline shows together with the one the data names (`stated`): its first element in page order that names
 * them all, or that names the one and the co-authors' elements of its kind beside it; undefined where it shows none beside.
 */
export function namedWriters(page: PageModel, concept: Concept, stated: string): string | undefined {
  const found = new Set(namedElements(page.$, 'author', concept));
  const els = page
    .$('*')
    .toArray()
    .filter((el): el is Element => isElement(el) && found.has(el));
  // A link's words beside the name in an author's card ("More articles") name nobody.
  const read = els
    .map((el, i) => ({ value: cleanValue(bylineText(el), concept), i }))
    .filter((r) => typeof r.value === 'string' && r.value && !isBoilerplateLine(r.value));
  // One element may list them all ("<h4 class="author-name"><a>Joseph Cox</a>, <a>Jason Koebler</a></h4>", Ghost's): where it
  // comes before any that names the writer alone (another story's card further down), it is the answer.
  const lead = read.find((r) => r.value === stated || namesWith(r.value, stated));
  // But for the names it credits for other work (Allrecipes' "Recipe by …" beside "Tested by Allrecipes Test Kitchen").
  if (lead && lead.value !== stated) {
    const names = bylineNames(String(lead.value));
    const took = creditedForOtherWork(page, names);
    return took.size ? names.filter((n) => !took.has(n)).join(', ') || stated : String(lead.value);
  }
  // Each co-author's element is of the lead's kind: a dateline's place in a span of the name's class beside the agency's link
  // (Deccan Herald's "<a class="article-author__name">Reuters</a><span class="article-author__name">Washington</span>") is none.
  const beside = lead ? read.filter((o) => o !== lead && els[o.i].tagName === els[lead.i].tagName && coauthors(els[lead.i], els[o.i])) : [];
  return beside.length ? writersTogether(page, [lead!, ...beside], els) : undefined;
}
