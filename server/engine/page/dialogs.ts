/**
 * Dialogs and pop-ups: boxes a page shows on demand over its content (a consent wall, "Notify me when back in stock"),
 * whose words are a template's, not the page's statement.
 */
import type { Element } from 'domhandler';
import { words } from './text';

// A class names one by one of these words ("modal-content", "cookie-consent-banner", "ConsentDialog"; cookies after the site's
// name too: BBC's "bbccookies"; a consent platform's "qc-cmp2-summary-section")…
const DIALOG_WORD = /(?:^| )(?:dialog|modal|pop ?up|overlay|lightbox|layer|consent|[a-z]*cookies?|gdpr|didomi|cmp\d*)(?: |$)/;
const MAYBE_DIALOG = /dialog|modal|pop|overlay|lightbox|layer|consent|cookie|gdpr|didomi|cmp/i;
// …and not by the same word as a state or a feature of the page around it: Bootstrap's "modal-open" on the body while one
// shows, a theme's "penci-enable-lightbox" on the container of the whole story, a "popup-trigger" button, Drupal's
// "dialog-off-canvas-main-canvas" around every page's content (beside which its off-canvas dialogs open).
const DIALOG_FEATURE =
  /(?:^| )(?:enabled?|has|with|no|allow|use|is) (?:dialog|modal|pop ?up|overlay|lightbox|layer)(?: |$)|dialog off canvas main canvas|(?:dialog|modal|pop ?up|overlay|lightbox|layer) (?:open|opened|active|enabled|shown|visible|trigger|toggle|link|btn|button|close|icon)(?: |$)/;
const namesDialog = (names: string) =>
  MAYBE_DIALOG.test(names) &&
  names.split(/\s+/).some((token) => {
    const said = words(token).join(' ');
    return DIALOG_WORD.test(said) && !DIALOG_FEATURE.test(said);
  });
/**
 * Whether a box is a dialog, by its tag, its ARIA role and modality (read through `attr`) and `names`: the
 * whitespace-separated names it is given (its class, or the attributes a reader names boxes by).
 */
export const isDialogBox = (tag: string, attr: (name: string) => string | null | undefined, names: string) =>
  tag === 'dialog' ||
  attr('role') === 'dialog' ||
  attr('role') === 'alertdialog' ||
  attr('aria-modal') === 'true' ||
  (tag !== 'body' && tag !== 'html' && namesDialog(names));
export const isDialog = (el: Element) => isDialogBox(el.tagName, (name) => el.attribs[name], el.attribs.class ?? '');
