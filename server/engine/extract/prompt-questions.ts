/**
 * Yes/no questions and answer instructions in prompts. "is the product in stock? answer yes or no"
 * asks for one boolean named for what is asked (in_stock), not for fields called "no" or
 * "whether_it_is_stock"; "answer yes or no" says how to answer and names no field.
 */
import { words } from '../page/text';
import { conceptFor } from './builtin/concepts';

// Auxiliaries that open a yes/no question, and "whether"/"if" that embed one in a list.
const OPENER = /^(?:whether|if)\s+|^(?:is|are|was|were|does|do|did|has|have|had|can|could|will|would|should)\s+/i;
const AUX = new Set(['is', 'are', 'was', 'were', 'does', 'do', 'did', 'has', 'have', 'had', 'can', 'could', 'will', 'would', 'should', 'be', 'been']);
// The subject of the question ("the product", "it", "this item"): who is asked about, not what.
const SUBJECT = new Set(['the', 'a', 'an', 'this', 'that', 'it', 'they', 'there', 'its', 'product', 'item', 'page', 'article', 'listing', 'offer', 'post']);
// Clauses that say how to answer rather than what to find.
const INSTRUCTION =
  /^(?:please\s+)?(?:answer|reply|respond|return|give|say|output)\b.*\b(?:yes|no|true|false|json|boolean|short|brief|one word)\b|^(?:yes or no|true or false|y\/n)$|^(?:please\s+)?(?:be|keep it)\s+(?:concise|brief|short|precise|accurate)$/i;
// Availability wording: any of these asks whether the product can be bought now.
const STOCK = /\b(?:in stock|available|availability|sold out|out of stock|stock)\b/i;

/** True for a clause that only says how to answer ("answer yes or no"). */
export function isInstruction(clause: string): boolean {
  return INSTRUCTION.test(clause.trim());
}

/** True when the prompt wants a yes/no answer somewhere ("… answer yes or no", "true/false"). */
export function wantsYesNo(prompt: string): boolean {
  return /\byes\s*(?:or|\/)\s*no\b|\btrue\s*(?:or|\/)\s*false\b|\bboolean\b/i.test(prompt);
}

/** The boolean field a yes/no clause asks for ("is the product in stock" → in_stock), or undefined for a clause that is no question. */
export function questionField(clause: string, forceQuestion = false): string | undefined {
  const text = clause.trim().replace(/[?.!]+$/, '');
  const opener = OPENER.exec(text);
  if (!opener && !forceQuestion) return undefined;
  if (STOCK.test(text)) return 'in_stock';
  const have = /\b(?:has|have|had)\b/i.test(text) && !/\b(?:been)\b/i.test(text);
  const rest = words(text.replace(/'s\b/g, '')).filter((w) => !AUX.has(w) && !SUBJECT.has(w) && w !== 'whether' && w !== 'if');
  if (!rest.length) return undefined;
  const name = `${have ? 'has_' : ''}${rest.slice(0, 4).join('_')}`;
  // A question about a known field ("is there a discount") keeps a readable name, never a bare concept id.
  return conceptFor(name)?.id === 'availability' ? 'in_stock' : name;
}
