/**
 * A user schema whose `$ref` leads back to the same place without a property or an item in between
 * (`{"a": {"$ref": "#/properties/a"}}`, `{"allOf": [{"$ref": "#"}]}`) never ends: validating any value
 * against it recurses until the stack overflows. Such a schema is refused when it is given.
 */

type Node = Record<string, unknown>;

function isNode(v: unknown): v is Node {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** The node a local reference ("#", "#/properties/a") names in `root`, if any. */
function resolve(root: Node, ref: string): Node | undefined {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    if (!node || typeof node !== 'object') return undefined;
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown>)[key];
  }
  return isNode(node) ? node : undefined;
}

/** The schemas that apply to the same value as `node`: its reference and its in-place applicators. */
function sameValue(root: Node, node: Node): Node[] {
  const next: Node[] = [];
  if (typeof node.$ref === 'string') {
    const target = resolve(root, node.$ref);
    if (target) next.push(target);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = node[key];
    if (Array.isArray(list)) next.push(...list.filter(isNode));
  }
  for (const key of ['not', 'if', 'then', 'else']) {
    if (isNode(node[key])) next.push(node[key] as Node);
  }
  return next;
}

/** Every object in the schema with its JSON pointer (the schema's bounds are checked before this walk). */
function nodesOf(root: Node): Map<Node, string> {
  const where = new Map<Node, string>();
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length) {
    const [value, pointer] = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    if (isNode(value)) where.set(value, pointer);
    for (const [key, child] of Object.entries(value)) stack.push([child, `${pointer}/${key}`]);
  }
  return where;
}

/** Why the schema loops on one value, naming where, or undefined. */
export function refLoopProblem(root: Node): string | undefined {
  const where = nodesOf(root);
  const done = new Set<Node>();
  for (const start of where.keys()) {
    if (done.has(start)) continue;
    // Depth-first over same-value edges, without recursion: a long chain of references is no stack risk.
    const onPath = new Set<Node>([start]);
    const stack: { node: Node; next: Node[] }[] = [{ node: start, next: sameValue(root, start) }];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const child = top.next.pop();
      if (!child) {
        onPath.delete(top.node);
        done.add(top.node);
        stack.pop();
        continue;
      }
      if (onPath.has(child)) {
        return `"schema" refers back to ${where.get(child) || 'its root'} (from ${where.get(top.node) || 'its root'}) with no property or item between: validating it would never end`;
      }
      if (done.has(child)) continue;
      onPath.add(child);
      stack.push({ node: child, next: sameValue(root, child) });
    }
  }
  return undefined;
}
