/**
 * The element enumerator that runs inside the page (page.evaluate). It must stay self-contained:
 * puppeteer sends its source text to the browser, so it may not reference anything outside itself.
 */
import type { PageInventory } from './types';

/** Bounds of one enumeration. */
export interface EnumerateLimits {
  /** Captured area cap, CSS pixels; elements below or right of it are left out. */
  maxWidth: number;
  maxHeight: number;
  maxElements: number;
}

/** Runs in the page: lists visible interactive elements and meaningful text blocks with labels, boxes and selectors. */
export function enumerateInPage(limits: EnumerateLimits): PageInventory {
  const INTERACTIVE_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea', 'summary', 'option']);
  const INTERACTIVE_ROLES = new Set([
    'button',
    'link',
    'checkbox',
    'radio',
    'switch',
    'tab',
    'menuitem',
    'option',
    'textbox',
    'searchbox',
    'combobox',
    'slider',
    'spinbutton',
  ]);
  const TEXT_TAGS = new Set([
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'li',
    'td',
    'th',
    'dt',
    'dd',
    'label',
    'blockquote',
    'figcaption',
    'caption',
    'legend',
    'pre',
    'img',
  ]);
  const SKIP_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'meta', 'link', 'iframe']);
  // Class and rel carry the page author's own words for things ("author", "price", "add-to-cart").
  const KEY_ATTRS = [
    'id',
    'class',
    'name',
    'type',
    'placeholder',
    'aria-label',
    'title',
    'alt',
    'href',
    'rel',
    'role',
    'for',
    'action',
    'src',
    'datetime',
    'itemprop',
  ];
  const doc = document.documentElement;
  const width = Math.min(Math.max(doc.scrollWidth, document.body?.scrollWidth ?? 0, innerWidth), limits.maxWidth);
  const height = Math.min(Math.max(doc.scrollHeight, document.body?.scrollHeight ?? 0, innerHeight), limits.maxHeight);

  const squash = (s: string | null | undefined, max = 200) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

  function implicitRole(el: Element): string {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit.split(/\s+/)[0];
    const tag = el.tagName.toLowerCase();
    if (tag === 'a') return el.hasAttribute('href') ? 'link' : 'generic';
    if (tag === 'input') {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      const byType: Record<string, string> = {
        search: 'searchbox',
        checkbox: 'checkbox',
        radio: 'radio',
        range: 'slider',
        number: 'spinbutton',
        submit: 'button',
        button: 'button',
        reset: 'button',
        image: 'button',
      };
      return byType[type] ?? 'textbox';
    }
    const byTag: Record<string, string> = {
      button: 'button',
      select: 'combobox',
      textarea: 'textbox',
      summary: 'button',
      option: 'option',
      p: 'paragraph',
      li: 'listitem',
      td: 'cell',
      th: 'columnheader',
      img: 'img',
      label: 'label',
      blockquote: 'blockquote',
      figcaption: 'caption',
      caption: 'caption',
      legend: 'legend',
      pre: 'code',
      dt: 'term',
      dd: 'definition',
    };
    if (/^h[1-6]$/.test(tag)) return 'heading';
    return byTag[tag] ?? 'generic';
  }

  function isInteractive(el: Element): boolean {
    const tag = el.tagName.toLowerCase();
    if (tag === 'a') return el.hasAttribute('href');
    if (tag === 'input') return (el.getAttribute('type') ?? '').toLowerCase() !== 'hidden';
    if (INTERACTIVE_TAGS.has(tag)) return tag !== 'option';
    const role = el.getAttribute('role');
    if (role && INTERACTIVE_ROLES.has(role)) return true;
    return el.hasAttribute('onclick') || (el as HTMLElement).isContentEditable || (el.hasAttribute('tabindex') && el.getAttribute('tabindex') !== '-1');
  }

  function ownText(el: Element): string {
    let s = '';
    for (const n of Array.from(el.childNodes)) if (n.nodeType === Node.TEXT_NODE) s += n.textContent ?? '';
    return squash(s);
  }

  function visibleText(el: Element): string {
    const tag = el.tagName.toLowerCase();
    if (tag === 'input') {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      // Captions of buttons are visible; what a user typed into a field (and any password) is not reported.
      return ['submit', 'button', 'reset'].includes(type) ? squash((el as HTMLInputElement).value || (type === 'submit' ? 'Submit' : '')) : '';
    }
    if (tag === 'select') return squash((el as HTMLSelectElement).selectedOptions[0]?.textContent);
    if (tag === 'textarea') return '';
    if (tag === 'img') return squash(el.getAttribute('alt'));
    return squash((el as HTMLElement).innerText ?? el.textContent);
  }

  function accessibleName(el: Element, text: string): string {
    const aria = el.getAttribute('aria-label');
    if (aria) return squash(aria);
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const named = by
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      if (squash(named)) return squash(named);
    }
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0)
      return squash(
        Array.from(labels)
          .map((l) => l.innerText)
          .join(' '),
      );
    return text || squash(el.getAttribute('placeholder') ?? el.getAttribute('title') ?? el.getAttribute('alt'));
  }

  function selectorOf(el: Element): string {
    const esc = (s: string) => CSS.escape(s);
    if (el.id && document.querySelectorAll('#' + esc(el.id)).length === 1) return '#' + esc(el.id);
    const parts: string[] = [];
    let node: Element | null = el;
    while (node && node !== doc) {
      const tag = node.tagName.toLowerCase();
      if (node !== el && node.id && document.querySelectorAll('#' + esc(node.id)).length === 1) {
        parts.unshift('#' + esc(node.id));
        break;
      }
      const parent: Element | null = node.parentElement;
      const same = parent ? Array.from(parent.children).filter((c) => c.tagName === node!.tagName) : [];
      parts.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(node) + 1})` : tag);
      node = parent;
    }
    if (node === doc) parts.unshift('html');
    return parts.join(' > ');
  }

  function attributesOf(el: Element, role: string): Record<string, string> {
    const out: Record<string, string> = {};
    for (const a of KEY_ATTRS) {
      const v = el.getAttribute(a);
      if (v !== null && v !== '') out[a] = squash(v, 300);
    }
    const tag = el.tagName.toLowerCase();
    if (tag === 'input' && ['submit', 'button', 'reset'].includes((el.getAttribute('type') ?? '').toLowerCase()))
      out.value = squash((el as HTMLInputElement).value);
    if (tag === 'a' && (el as HTMLAnchorElement).href) out.href = (el as HTMLAnchorElement).href;
    if (role === 'checkbox' || role === 'radio') out.checked = String((el as HTMLInputElement).checked);
    if ((el as HTMLButtonElement).disabled) out.disabled = 'true';
    const form = (el as HTMLInputElement).form;
    if (form) out.form = form.id || form.getAttribute('name') || form.getAttribute('role') || 'form';
    return out;
  }

  function boxOf(el: Element): { x: number; y: number; width: number; height: number } | undefined {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return undefined;
    const x = Math.max(0, r.left + scrollX);
    const y = Math.max(0, r.top + scrollY);
    const right = Math.min(width, r.right + scrollX);
    const bottom = Math.min(height, r.bottom + scrollY);
    if (right - x < 2 || bottom - y < 2) return undefined;
    return { x: Math.round(x), y: Math.round(y), width: Math.round(right - x), height: Math.round(bottom - y) };
  }

  function shown(el: Element): boolean {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    // Inside the first screen, an element another one covers (a modal, a cookie banner) is not what the user sees.
    const r = el.getBoundingClientRect();
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    if (cx < 0 || cy < 0 || cx >= innerWidth || cy >= innerHeight) return true;
    const top = document.elementFromPoint(cx, cy);
    if (!top || el.contains(top) || top.contains(el)) return true;
    return Array.from((el as HTMLInputElement).labels ?? []).some((l) => l.contains(top));
  }

  /** A block whose whole text is one link or button adds nothing beside that element. */
  function onlyWraps(el: Element): boolean {
    const inner = el.querySelector('a[href], button, input, select, textarea, [role="button"]');
    return !!inner && squash((inner as HTMLElement).innerText) === squash((el as HTMLElement).innerText);
  }

  const elements: PageInventory['elements'] = [];
  // Text blocks inside an element already listed add nothing; interactive ones inside text blocks do.
  const taken: Element[] = [];
  const walker = document.createTreeWalker(document.body ?? doc, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (n) => (SKIP_TAGS.has((n as Element).tagName.toLowerCase()) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let n = walker.nextNode(); n && elements.length < limits.maxElements; n = walker.nextNode()) {
    const el = n as Element;
    const tag = el.tagName.toLowerCase();
    const interactive = isInteractive(el);
    const insideTaken = taken.some((t) => t.contains(el));
    const hasText = TEXT_TAGS.has(tag) ? (tag === 'img' ? !!el.getAttribute('alt') : !!squash((el as HTMLElement).innerText)) : ownText(el).length >= 2;
    const textBlock = !interactive && !insideTaken && hasText && !onlyWraps(el);
    if (!interactive && !textBlock) continue;
    const box = boxOf(el);
    if (!box || !shown(el)) continue;
    const role = implicitRole(el);
    const text = visibleText(el);
    taken.push(el);
    elements.push({
      label: elements.length + 1,
      role,
      tag,
      text,
      name: accessibleName(el, text),
      kind: interactive ? 'interactive' : 'text',
      box,
      selector: selectorOf(el),
      attributes: attributesOf(el, role),
    });
  }
  return { elements, width, height, viewport: { width: innerWidth, height: innerHeight }, title: document.title, url: location.href };
}
