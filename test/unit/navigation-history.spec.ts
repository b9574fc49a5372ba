/**
 * The session history the CDP proxy reports (Page.getNavigationHistory) when Firefox reports a
 * traversal's commit after the proxy has reported it itself (server/cdp/bidi/bidi-backend.ts
 * traverseHistory) and after the client started the next traversal.
 */
import { expect, test } from '@playwright/test';
import { BrowserModel } from '../../server/cdp/model/browser-model';

const PAGE = 'tab';

function visit(model: BrowserModel, loaderId: string, url: string): void {
  model.startNavigation(PAGE, loaderId);
  model.commitNavigation(PAGE, loaderId, url);
}

function goTo(model: BrowserModel, url: string): void {
  const history = model.histories.get(PAGE)!;
  history.traverseTo(history.entries.find((e) => e.url === url)!.id);
}

const urls = (model: BrowserModel) => model.histories.get(PAGE)!.entries.map((e) => e.url);

test("a traversal's commit reported twice, the second time during the next traversal, moves the history once", () => {
  const model = new BrowserModel('default');
  model.addPage({ id: PAGE, browserContextId: 'default' }, 'about:blank');
  visit(model, 'n1', 'http://a.test/');
  visit(model, 'n2', 'http://a.test/form');
  visit(model, 'n3', 'http://a.test/list');

  goTo(model, 'http://a.test/form');
  visit(model, 'back1', 'http://a.test/form');
  goTo(model, 'http://a.test/');
  model.commitNavigation(PAGE, 'back1', 'http://a.test/form');
  visit(model, 'back2', 'http://a.test/');

  expect(urls(model)).toEqual(['http://a.test/', 'http://a.test/form', 'http://a.test/list']);
  expect(model.histories.get(PAGE)!.index).toBe(0);
});
