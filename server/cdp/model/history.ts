/**
 * Session history of a page as Chrome reports it (Page.getNavigationHistory), kept from the
 * page's committed navigations because BiDi can traverse history but not list it. Chrome's
 * rules: a navigation to the current URL replaces the entry, the first real document replaces
 * the initial about:blank, a traversal moves the index. A history.back() run by the page itself
 * is seen as a new navigation (BiDi does not say which kind a navigation is).
 */

/** One entry, in CDP's NavigationEntry shape. */
export interface HistoryEntry {
  id: number;
  url: string;
  userTypedURL: string;
  title: string;
  transitionType: string;
}

/** The history of one page. */
export class NavigationHistory {
  readonly entries: HistoryEntry[] = [];
  index = -1;
  /** Where a traversal the proxy started will land. */
  private traversingTo?: number;
  private static nextId = 1;

  /** A document committed in the main frame, or a same-document URL change. */
  committed(url: string): void {
    if (this.traversingTo !== undefined && this.entries[this.traversingTo]) {
      this.index = this.traversingTo;
      this.traversingTo = undefined;
      this.entries[this.index].url = url;
      return;
    }
    const current = this.entries[this.index];
    if (current && (current.url === url || (this.entries.length === 1 && current.url === 'about:blank'))) {
      current.url = url;
      current.userTypedURL = url;
      return;
    }
    this.entries.splice(this.index + 1);
    this.entries.push({ id: NavigationHistory.nextId++, url, userTypedURL: url, title: '', transitionType: 'link' });
    this.index = this.entries.length - 1;
  }

  /** The offset from the current entry to entry `id`, marking the traversal; undefined when there is no such entry. */
  traverseTo(id: number): number | undefined {
    const target = this.entries.findIndex((e) => e.id === id);
    if (target < 0) return undefined;
    this.traversingTo = target;
    return target - this.index;
  }

  /** Forgets entries (Page.resetNavigationHistory): only the current one stays. */
  reset(): void {
    const current = this.entries[this.index];
    this.entries.splice(0, this.entries.length, ...(current ? [current] : []));
    this.index = current ? 0 : -1;
  }
}
