/**
 * Visual extraction's plain data: what the page enumerator yields and what a visual run returns.
 */

/** A box in CSS pixels of the captured page (document coordinates; the PNG has the same pixels). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One visible element with its numeric label (1-based, document order: the same page gives the same labels). */
export interface VisualElement {
  label: number;
  /** ARIA role, explicit or implied by the tag (`button`, `link`, `searchbox`, `heading`, `paragraph` …). */
  role: string;
  tag: string;
  /** Visible text (a button's or submit input's caption), trimmed and capped. */
  text: string;
  /** Accessible name: aria-label, a `<label>`, placeholder, title or alt, else the text. */
  name: string;
  /** `interactive` (can be clicked or typed into) or `text` (a meaningful text block). */
  kind: 'interactive' | 'text';
  box: Box;
  /** A CSS selector that finds this element again with document.querySelector. */
  selector: string;
  /** Key attributes (id, name, type, placeholder, aria-label, href, title, alt, value of buttons …). */
  attributes: Record<string, string>;
}

/** What the enumerator saw: the elements and the captured area. */
export interface PageInventory {
  elements: VisualElement[];
  /** Captured page size in CSS pixels (= PNG size at device scale 1). */
  width: number;
  height: number;
  viewport: { width: number; height: number };
  title: string;
  url: string;
}

/** One visual job. */
export interface VisualJob {
  url: string;
  instruction: string;
}

/** What a visual run yields. */
export interface VisualResult {
  inventory: PageInventory;
  /** Labels the instruction selects, in the order the instruction names them. */
  selected: number[];
  /** Share of the things the instruction names that something on the page matched (0..1). */
  completeness: number;
  /** Why something the instruction names matched nothing, with the closest candidates. */
  reason?: string;
  /** The annotated PNG: boxes and labels over the screenshot. */
  annotated: Buffer;
  /** The screenshot as the browser rendered it, before drawing (kept as evidence by policy). */
  raw: Buffer;
  /** Who picked the labels: `builtin` or the LLM provider id. */
  provider: string;
  model: string;
  tokens: number;
  cost: number;
  duration_ms: number;
}
