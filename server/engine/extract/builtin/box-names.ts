/** The names a page gives its boxes, read as words: what the reader view and its apparatus filter judge a box by. */
import { words } from '../../page/text';

type Named = { getAttribute(name: string): string | null };

// The attributes that name a box: its class, its id ("EmailSignup-skip-link-8") and the names sites give their components in
// data attributes (Spiegel's data-area="newsletter_box", ABC's data-component="EmailSignup", Haaretz's data-test="paywall" among
// hashed classes, Seeking Alpha's data-test-id="inline-promo").
const BOX_NAMES = ['class', 'id', 'data-area', 'data-component', 'data-qa', 'data-testid', 'data-test', 'data-test-id'];
/** A box's naming attributes as written, joined. */
export const boxNames = (el: Named) => BOX_NAMES.map((a) => el.getAttribute(a) ?? '').join(' ');
/** A box's naming attributes as lower-case words ("mw-references-wrap" → "mw references wrap"). */
export const boxName = (el: Named) => words(boxNames(el)).join(' ');
/** A selector for the boxes that have a name. */
export const NAMED_BOXES = BOX_NAMES.map((a) => `[${a}]`).join(', ');
